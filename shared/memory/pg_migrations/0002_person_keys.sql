-- koe's memory store on PostgreSQL, version 2: the household's people in the keys.
--
-- koe knows a household's people (docs/people.md): each memory says whose it is (`person`: a person's
-- name, or "household" for what belongs to everyone). One person's memories (MemoryFilter.person, as
-- `koe people forget NAME` lists them to forget them all) are found by an index that leads with the
-- household, then the person: no scan of the household's other memories.
CREATE INDEX memories_person ON memories (household_id, person, status, updated_at DESC);
