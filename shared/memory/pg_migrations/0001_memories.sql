-- koe's memory store on PostgreSQL, version 1: the same documents, search log, feedback, forgotten
-- words and held changes as the SQLite store, for several households in one database.
--
-- Households apart: household_id leads every key and every index, and every table has a row-level
-- security policy on the per-transaction setting koe.household (the store sets it with set_config(...,
-- true) at the start of each transaction). The store's queries run as koe_app, which owns nothing, so
-- the policies hold for it; the tables belong to the role that runs these files.

-- btree_gin lets a GIN index lead with household_id. It goes in public, not in this schema, so that
-- dropping one store's schema never takes it from another's indexes.
CREATE EXTENSION IF NOT EXISTS btree_gin WITH SCHEMA public;

DO $$
BEGIN
    CREATE ROLE koe_app NOLOGIN;
EXCEPTION WHEN duplicate_object OR unique_violation THEN
    NULL;  -- roles belong to the whole cluster: another database's koe made it first
END
$$;

-- koe_app may read and write the tables made from here on, and nothing else.
DO $$
BEGIN
    EXECUTE format('GRANT USAGE ON SCHEMA %I TO koe_app', current_schema());
    EXECUTE format(
        'ALTER DEFAULT PRIVILEGES IN SCHEMA %I GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO koe_app',
        current_schema()
    );
    EXECUTE format('ALTER DEFAULT PRIVILEGES IN SCHEMA %I GRANT USAGE ON SEQUENCES TO koe_app', current_schema());
END
$$;

CREATE TABLE memories (
    household_id text NOT NULL,
    id text NOT NULL,
    seq bigint GENERATED ALWAYS AS IDENTITY,  -- order of writing, and the key the vector matrix uses
    text text NOT NULL,
    subject text NOT NULL DEFAULT '',
    kind text NOT NULL,
    tags jsonb NOT NULL DEFAULT '[]',
    tag_words text NOT NULL DEFAULT '',  -- the tags as words, for the search column
    noted_words text NOT NULL DEFAULT '',  -- the day noted as words ("3 june 2026")
    importance integer NOT NULL,
    person text NOT NULL,
    status text NOT NULL,
    use_count integer NOT NULL DEFAULT 0,
    created_at text COLLATE "C" NOT NULL,  -- ISO 8601 text compared byte by byte, as SQLite does
    updated_at text COLLATE "C" NOT NULL,
    last_used_at text COLLATE "C",
    source text,
    extra jsonb NOT NULL DEFAULT '{}',
    pinned boolean NOT NULL DEFAULT false,
    revision integer NOT NULL DEFAULT 1,
    observed_at text COLLATE "C",
    valid_from text COLLATE "C",
    valid_to text COLLATE "C",
    expires_at text COLLATE "C",
    recurs text,
    confidence double precision NOT NULL DEFAULT 0.8,
    reason text NOT NULL DEFAULT '',
    -- Weights A-D carry SQLite's BM25 column weights (subject 2, tags 1.5, text 1, noted 0.5).
    search tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('english'::regconfig, subject), 'A')
        || setweight(to_tsvector('english'::regconfig, tag_words), 'B')
        || setweight(to_tsvector('english'::regconfig, text), 'C')
        || setweight(to_tsvector('english'::regconfig, noted_words), 'D')
    ) STORED,
    PRIMARY KEY (household_id, id),
    UNIQUE (household_id, seq)
);
CREATE INDEX memories_recent ON memories (household_id, status, updated_at DESC);
CREATE INDEX memories_important ON memories (household_id, status, importance DESC, updated_at DESC);
CREATE INDEX memories_all_recent ON memories (household_id, updated_at DESC);
CREATE INDEX memories_search ON memories USING gin (household_id, search);

-- One float32 vector per memory (little-endian bytes), and the household's change number when it was
-- written: a process's matrix takes in only what changed since it last looked.
CREATE TABLE memory_vectors (
    household_id text NOT NULL,
    memory_id text NOT NULL,
    model text NOT NULL,
    vector bytea NOT NULL,
    seq bigint NOT NULL,
    PRIMARY KEY (household_id, memory_id),
    FOREIGN KEY (household_id, memory_id) REFERENCES memories (household_id, id) ON DELETE CASCADE
);
CREATE INDEX memory_vectors_seq ON memory_vectors (household_id, seq);

-- The household's last change number. Writers take it under the row's lock, so change numbers are
-- committed in order (a sequence's values are not: a reader could skip one still being written).
CREATE TABLE vector_clock (
    household_id text PRIMARY KEY,
    seq bigint NOT NULL
);

CREATE TABLE searches (
    household_id text NOT NULL,
    query_id text NOT NULL,
    seq bigint GENERATED ALWAYS AS IDENTITY,
    session text,
    query text NOT NULL,
    at text COLLATE "C" NOT NULL,
    hits jsonb NOT NULL,  -- [{id, position, score}]
    PRIMARY KEY (household_id, query_id)
);
CREATE INDEX searches_session ON searches (household_id, session, at);
CREATE INDEX searches_hits ON searches USING gin (household_id, hits jsonb_path_ops);  -- forgetting a memory

CREATE TABLE feedback (
    household_id text NOT NULL,
    action text NOT NULL,
    query_id text NOT NULL,
    session_id text,
    memory_id text NOT NULL,
    position integer NOT NULL,
    household text NOT NULL,  -- as the event says it
    at text NOT NULL,
    PRIMARY KEY (household_id, action, query_id, memory_id)
);
CREATE INDEX feedback_memory ON feedback (household_id, memory_id, action);

-- The hashed content words of forgotten memories (shared/memory/forgetting.py).
CREATE TABLE forgotten (
    household_id text NOT NULL,
    id text NOT NULL,
    words text NOT NULL,
    at text NOT NULL,
    PRIMARY KEY (household_id, id)
);

-- A batch's changes held for the person's review (shared/memory/held.py).
CREATE TABLE held_changes (
    household_id text NOT NULL,
    key text COLLATE "C" NOT NULL,
    batch text NOT NULL,
    op text NOT NULL,
    memory_id text NOT NULL,
    change jsonb NOT NULL,
    why text NOT NULL,
    at text COLLATE "C" NOT NULL,
    PRIMARY KEY (household_id, key)
);
CREATE INDEX held_changes_memory ON held_changes (household_id, memory_id);

-- Each table: only the household this transaction names (no setting: no rows at all).
ALTER TABLE memories ENABLE ROW LEVEL SECURITY;
CREATE POLICY household ON memories
    USING (household_id = current_setting('koe.household', true))
    WITH CHECK (household_id = current_setting('koe.household', true));
ALTER TABLE memory_vectors ENABLE ROW LEVEL SECURITY;
CREATE POLICY household ON memory_vectors
    USING (household_id = current_setting('koe.household', true))
    WITH CHECK (household_id = current_setting('koe.household', true));
ALTER TABLE vector_clock ENABLE ROW LEVEL SECURITY;
CREATE POLICY household ON vector_clock
    USING (household_id = current_setting('koe.household', true))
    WITH CHECK (household_id = current_setting('koe.household', true));
ALTER TABLE searches ENABLE ROW LEVEL SECURITY;
CREATE POLICY household ON searches
    USING (household_id = current_setting('koe.household', true))
    WITH CHECK (household_id = current_setting('koe.household', true));
ALTER TABLE feedback ENABLE ROW LEVEL SECURITY;
CREATE POLICY household ON feedback
    USING (household_id = current_setting('koe.household', true))
    WITH CHECK (household_id = current_setting('koe.household', true));
ALTER TABLE forgotten ENABLE ROW LEVEL SECURITY;
CREATE POLICY household ON forgotten
    USING (household_id = current_setting('koe.household', true))
    WITH CHECK (household_id = current_setting('koe.household', true));
ALTER TABLE held_changes ENABLE ROW LEVEL SECURITY;
CREATE POLICY household ON held_changes
    USING (household_id = current_setting('koe.household', true))
    WITH CHECK (household_id = current_setting('koe.household', true));
