"""liuren-edition: the TEI edition, links, examples and checks, index, HTML, and the CLI."""
