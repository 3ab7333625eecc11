"""The llm stage."""
