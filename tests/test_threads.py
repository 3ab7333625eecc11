"""Thread counts that fit the machine: chosen from its usable cores, overridable in settings, shown by
`koe up`, and used by the engines."""

from __future__ import annotations

from pathlib import Path

import pytest

from shared.settings import SettingsError, load_settings
from shared.threads import choose, settings_budget, thread_budget, usable_cores


@pytest.mark.parametrize("cores", [1, 2, 3, 4, 6, 8, 16, 64])
def test_the_engines_never_each_ask_for_every_core(cores: int) -> None:
    llm, stt, embed = choose(cores)
    assert 1 <= llm <= cores and 1 <= stt <= cores and embed == 1
    if cores >= 2:
        assert llm < cores, "llama.cpp's threads stall when anything else runs beside all of them"
    if cores >= 3:
        assert llm + stt <= cores, "the LLM and STT together fit the cores"


def test_two_cores_get_the_split_measured_best() -> None:
    assert choose(2) == (1, 2, 1)


def test_a_container_quota_caps_the_cores(tmp_path: Path) -> None:
    (tmp_path / "cpu.max").write_text("150000 100000\n")  # docker --cpus 1.5
    assert usable_cores(tmp_path) == min(2, usable_cores(tmp_path / "none"))
    (tmp_path / "cpu.max").write_text("max 100000\n")
    assert usable_cores(tmp_path) == usable_cores(tmp_path / "none")
    v1 = tmp_path / "v1"
    (v1 / "cpu").mkdir(parents=True)
    (v1 / "cpu" / "cpu.cfs_quota_us").write_text("50000\n")
    (v1 / "cpu" / "cpu.cfs_period_us").write_text("100000\n")
    assert usable_cores(v1) == 1, "half a core is still one thread"


def test_counts_set_in_settings_take_the_place_of_the_chosen_ones(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("KOE_STT_THREADS", "3")
    budget = settings_budget(load_settings())
    assert budget.stt == 3 and budget.llm == thread_budget().llm
    assert "stt 3 (set)" in budget.describe() and "llm" in budget.describe()
    monkeypatch.setenv("KOE_LLM_THREADS", "0")
    with pytest.raises(SettingsError, match="KOE_LLM_THREADS"):
        load_settings()
