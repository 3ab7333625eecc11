"""The vad stage."""
