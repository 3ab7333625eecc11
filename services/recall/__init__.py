"""The recall stage."""
