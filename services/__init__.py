"""koe's stages: one worker process per stage, connected only by Redis streams."""
