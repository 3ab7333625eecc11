"""The writer stage."""
