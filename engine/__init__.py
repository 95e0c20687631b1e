"""The Da Liu Ren casting engine: pure, no I/O, imports nothing else of the project."""
