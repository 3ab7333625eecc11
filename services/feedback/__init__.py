"""The feedback stage."""
