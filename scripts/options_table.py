"""Print the school options (engine/options.py) as the Markdown table the README carries.

    python scripts/options_table.py > options.md
"""
from engine.options import OPTIONS, PATTERN_OPTIONS


def table(opts, title):
    rows = [f"### {title}", "", "| option | values (**default**) | what | sides (passage) |",
            "|---|---|---|---|"]
    for o in opts.values():
        vals = ", ".join(f"**`{v}`**" if v == o.default else f"`{v}`" for v in o.values)
        sides = "<br>".join(f"`{v}`: {c}" for v, c in o.citations.items())
        rows.append(f"| `{o.name}` | {vals} | {o.description} | {sides} |")
    return "\n".join(rows)


if __name__ == "__main__":
    print(table(OPTIONS, "Casting options (change the chart)"))
    print()
    print(table(PATTERN_OPTIONS, "Pattern options (change which 課體 are reported)"))
