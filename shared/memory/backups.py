"""The store files `koe memories rebuild --replace` leaves beside the store, and forgetting in them.

A rebuild that replaces the store moves the previous file aside as `<stem>.before-rebuild-<stamp><suffix>`
(with its -wal/-shm side files): `backup_path` names it and `move_store` moves it, for the rebuild and
for `find_backups` alike, so the two cannot drift. Such a backup still holds whatever is forgotten
afterwards: `forget_in_backups` forgets the same memories in each (the same ids, memories resting on the
same words, memories saying the same thing), keeps their words' hashes there too, and rewrites the file
so that the words are gone from its bytes. A backup that cannot be opened or cleaned (corrupt, written by
another koe) is deleted instead: a backup koe cannot read is no use, and one that still holds what the
person asked to forget must not stay.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from shared.logs import get_logger
from shared.memory.model import Memory
from shared.memory.sqlite_store import SqliteMemoryStore

BACKUP_MARK = ".before-rebuild-"
SIDE_FILES = ("-wal", "-shm", "-journal")  # SQLite's files beside a database, which go where it goes

log = get_logger(component="memory.backups")


def backup_path(store: Path, stamp: str) -> Path:
    """Where a rebuild moves the store it replaces: `memory.before-rebuild-<stamp>.sqlite3`."""
    return store.with_name(f"{store.stem}{BACKUP_MARK}{stamp}{store.suffix}")


def move_store(src: Path, dst: Path) -> None:
    """Rename a SQLite file and the side files it has to `dst`."""
    src.rename(dst)
    for side in SIDE_FILES:
        extra = Path(str(src) + side)
        if extra.exists():
            extra.rename(Path(str(dst) + side))


def find_backups(store: Path) -> list[Path]:
    """The backups beside `store` that rebuilds left, oldest first (their stamps sort by time)."""
    if str(store) == ":memory:" or not store.parent.is_dir():
        return []
    head = f"{store.stem}{BACKUP_MARK}"
    found = [
        p
        for p in store.parent.iterdir()
        if p.name.startswith(head)
        and p.name.endswith(store.suffix)
        and len(p.name) > len(head) + len(store.suffix)
        and not p.name.endswith(SIDE_FILES)
        and p.is_file()
    ]
    return sorted(found)


def delete_store_file(path: Path) -> None:
    """Delete a SQLite file and its side files."""
    for side in ("", *SIDE_FILES):
        Path(str(path) + side).unlink(missing_ok=True)


@dataclass
class BackupsReport:
    cleaned: list[tuple[Path, int]] = field(default_factory=list)  # (backup, memories deleted in it)
    deleted: list[tuple[Path, str]] = field(default_factory=list)  # (backup, why it could not be cleaned)
    failed: list[tuple[Path, str]] = field(default_factory=list)  # neither cleaned nor deleted: why

    def as_json(self) -> dict[str, list[str]]:
        out = {
            "backups_cleaned": [str(p) for p, _ in self.cleaned],
            "backups_deleted": [str(p) for p, _ in self.deleted],
        }
        if self.failed:
            out["backups_failed"] = [str(p) for p, _ in self.failed]
        return out

    def lines(self) -> list[str]:
        """One line per backup, for `koe memories forget` to print."""
        out = [f"removed {n} memories from the backup {p} and rewrote it" for p, n in self.cleaned]
        out += [f"deleted the backup {p}: it could not be cleaned ({why})" for p, why in self.deleted]
        out += [f"could not clean or delete the backup {p}: {why}" for p, why in self.failed]
        return out


def forget_in_backups(store: Path, forgotten: list[Memory]) -> BackupsReport:
    """Forget `forgotten` (what the store at `store` just forgot) in every backup beside it."""
    report = BackupsReport()
    for backup in find_backups(store):
        try:
            with SqliteMemoryStore(backup) as copy:
                gone = copy.forget_copies(forgotten)
            report.cleaned.append((backup, len(gone)))
            continue
        except Exception as exc:  # whatever went wrong, the words may still be in it: it goes
            why = f"{type(exc).__name__}: {exc}"[:200]
        try:
            delete_store_file(backup)
            report.deleted.append((backup, why))
            log.warning("memory.backup_deleted", path=str(backup), error=why)
        except OSError as exc:
            report.failed.append((backup, f"{why}; then {type(exc).__name__}: {exc}"[:300]))
            log.error("memory.backup_left", path=str(backup), error=str(exc)[:200])
    return report
