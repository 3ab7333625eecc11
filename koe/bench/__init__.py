"""Benchmarks: each module has add_arguments(parser) and run(args) -> int, and prints its figures."""
