"""The `koe` command and the benchmarks: the top layer, above both `services/` and `shared/`."""
