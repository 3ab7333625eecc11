"""The `koe` command: one entry point for every worker, the local stack and the memory tools."""
