"""Voiceprints without torch: the spectrogram, the LSTM, the weight loader, and real speech from LibriSpeech."""

from __future__ import annotations

import io
import pickle
import wave
import zipfile
from pathlib import Path

import numpy as np
import pytest

from shared.voiceprint import frontend, onnx_graph
from shared.voiceprint.encoder import VoiceEncoder, lstm_layer, partial_slices
from shared.voiceprint.weights import LstmLayer, VoiceprintModelError, default_weights_path, load_weights

LIBRISPEECH = Path(__file__).resolve().parents[2] / "shared" / "data" / "librispeech" / "test-other"
needs_librispeech = pytest.mark.skipif(
    not LIBRISPEECH.is_dir(), reason=f"LibriSpeech test-other is not at {LIBRISPEECH} (see shared/data/README.md)"
)

# Produced by the real Resemblyzer 0.1.4 (torch 2.13.0 CPU, librosa 0.10.2.post1, in a throwaway venv):
# `VoiceEncoder("cpu").embed_utterance(wav)` on `librosa.load(path, sr=None)[0]`, without preprocess_wav so
# that its webrtcvad trimming (replaced here) plays no part; PROBE is that vector dotted with
# np.random.default_rng(0).standard_normal(256), which checks every component at once.
RESEMBLYZER = {
    "1688/1688-142285-0000.flac": {"first": [0.0, 0.010427, 0.086573, 0.0, 0.0, 0.133809], "probe": 1.73744999},
    "1998/1998-15444-0000.flac": {"first": [0.0, 0.037727, 0.0, 0.0, 0.001908, 0.007849], "probe": -0.27165167},
}
# librosa.feature.melspectrogram(y, sr=16000, n_fft=400, hop_length=160, n_mels=40).T of 1688-142285-0000,
# frame 100, channels 0, 5, 10, 20, 39 (librosa 0.10.2.post1); and rows of librosa.filters.mel(16000, 400, 40).
LIBROSA_MEL_FRAME_100 = [0.0407511, 0.0300102, 0.345024, 0.0567296, 0.0002133]
LIBROSA_FILTER_ROW_20 = {41: 0.00081764, 44: 0.00719192, 47: 0.0006776}


@pytest.fixture(scope="module")
def encoder() -> VoiceEncoder:
    return VoiceEncoder(runtime="numpy")


@pytest.fixture(scope="module")
def graph_cache(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("voiceprint-cache")


@pytest.fixture(scope="module")
def onnx_encoder(encoder: VoiceEncoder, graph_cache: Path) -> VoiceEncoder:
    pytest.importorskip("onnx", reason="the onnx runtime's first build needs the onnx package (koe[voiceprint])")
    return VoiceEncoder(encoder.weights, runtime="onnx", cache_dir=graph_cache)


def _tone(hz: float, seconds: float, rate: int = frontend.SAMPLE_RATE) -> np.ndarray:
    return (0.3 * np.sin(2 * np.pi * hz * np.arange(int(seconds * rate)) / rate)).astype(np.float32)


def test_filterbank_rows_follow_slaneys_formula_and_librosa() -> None:
    fb = frontend.mel_filterbank()
    assert fb.shape == (40, 201) and fb.dtype == np.float32
    # Slaney scale: 200/3 Hz per mel to 1 kHz (= 15 mel), then log steps of ln(6.4)/27; 8 kHz is the top edge.
    top = 15 + np.log(8.0) / (np.log(6.4) / 27)
    step_hz = top / 41 * 200 / 3  # the lowest triangles are in the linear part: edges 0, 1 and 2 steps up
    bins_hz = np.array([40.0, 80.0, 120.0])  # FFT bins 1-3 (16000 / 400 = 40 Hz apart)
    rising = bins_hz / step_hz
    expected = np.where(rising <= 1, rising, 2 - rising) * 2 / (2 * step_hz)  # slaney norm: 2 / width
    assert np.nonzero(fb[0])[0].tolist() == [1, 2, 3]
    assert np.allclose(fb[0, 1:4], expected, rtol=1e-5)
    for column, value in LIBROSA_FILTER_ROW_20.items():
        assert fb[20, column] == pytest.approx(value, rel=1e-5)
    assert fb[:, 0].sum() == 0  # 0 Hz sits on the first edge


def test_a_pure_tone_lands_in_the_mel_band_around_it() -> None:
    mel = frontend.wav_to_mel_spectrogram(_tone(1000.0, 1.0))
    assert mel.shape == (1 + 16000 // 160, 40)
    band = int(np.argmax(mel[50]))
    assert band == int(np.argmax(frontend.mel_filterbank()[:, 25]))  # 1 kHz is FFT bin 25
    # 1 kHz is 15 mel; edges are 45.245 / 41 mel apart and row i peaks at edge i + 1: row 12 at 14.35 mel,
    # row 13 at 15.45, the nearer.
    assert band == 13
    assert mel[50, band] > 100 * np.delete(mel[50], [band - 1, band, band + 1]).max()


def test_power_spectrogram_matches_a_direct_dft_with_centred_zero_padding() -> None:
    wav = np.random.default_rng(1).standard_normal(1000).astype(np.float32)
    spec = frontend.power_spectrogram(wav)
    assert spec.shape == (1 + 1000 // 160, 201)
    n = np.arange(400)
    hann = 0.5 - 0.5 * np.cos(2 * np.pi * n / 400)  # periodic Hann
    for frame in (0, 3, 6):  # the first and last frames reach into the zero padding
        positions = frame * 160 - 200 + n
        samples = np.where((positions >= 0) & (positions < wav.size), wav[np.clip(positions, 0, wav.size - 1)], 0.0)
        for k in (0, 7, 100, 200):
            dft = np.sum(samples * hann * np.exp(-2j * np.pi * k * n / 400))
            assert spec[frame, k] == pytest.approx(abs(dft) ** 2, rel=1e-9, abs=1e-9)


def _reference_lstm(x: np.ndarray, w_ih: np.ndarray, w_hh: np.ndarray, b_ih: np.ndarray, b_hh: np.ndarray):
    """PyTorch's LSTM equations, one sequence and one step at a time, in float64."""
    hidden = w_hh.shape[1]
    w_ii, w_if, w_ig, w_io = np.split(w_ih, 4)
    w_hi, w_hf, w_hg, w_ho = np.split(w_hh, 4)
    b_ii, b_if, b_ig, b_io = np.split(b_ih, 4)
    b_hi, b_hf, b_hg, b_ho = np.split(b_hh, 4)

    def sigmoid(v: np.ndarray) -> np.ndarray:
        return 1 / (1 + np.exp(-v))

    out = np.zeros((x.shape[0], x.shape[1], hidden))
    for b in range(x.shape[0]):
        h, c = np.zeros(hidden), np.zeros(hidden)
        for t in range(x.shape[1]):
            i = sigmoid(w_ii @ x[b, t] + b_ii + w_hi @ h + b_hi)
            f = sigmoid(w_if @ x[b, t] + b_if + w_hf @ h + b_hf)
            g = np.tanh(w_ig @ x[b, t] + b_ig + w_hg @ h + b_hg)
            o = sigmoid(w_io @ x[b, t] + b_io + w_ho @ h + b_ho)
            c = f * c + i * g
            h = o * np.tanh(c)
            out[b, t] = h
    return out


def test_lstm_layer_matches_pytorchs_equations_step_by_step() -> None:
    rng = np.random.default_rng(2)
    inputs, hidden = 5, 4
    w_ih, w_hh = rng.standard_normal((4 * hidden, inputs)), rng.standard_normal((4 * hidden, hidden))
    b_ih, b_hh = rng.standard_normal(4 * hidden), rng.standard_normal(4 * hidden)
    x = rng.standard_normal((3, 9, inputs))
    layer = LstmLayer(w_ih=w_ih, w_hh=w_hh, bias=b_ih + b_hh)
    assert np.allclose(lstm_layer(x, layer), _reference_lstm(x, w_ih, w_hh, b_ih, b_hh), atol=1e-12)
    layer32 = LstmLayer(*(a.astype(np.float32) for a in (w_ih, w_hh, b_ih + b_hh)))
    assert np.allclose(lstm_layer(x.astype(np.float32), layer32), _reference_lstm(x, w_ih, w_hh, b_ih, b_hh), atol=1e-5)


def test_partial_slices_follow_resemblyzer() -> None:
    # 3 s: 301 frames, a step of 77 frames (16000 / 1.3 / 160 rounded); the third partial (154-314) is
    # 92% real audio, kept; 1 s of audio gives one padded partial; 0.75 coverage is the cut.
    assert [(s.start, s.stop) for s in partial_slices(48000)] == [(0, 160), (77, 237), (154, 314)]
    assert partial_slices(16000) == [slice(0, 160)]
    assert len(partial_slices(77 * 160 + 120 * 160)) == 2  # second partial exactly 75% covered: kept
    assert len(partial_slices(77 * 160 + 119 * 160)) == 1


def test_the_weights_are_the_ge2e_encoders(encoder: VoiceEncoder) -> None:
    layers = encoder.weights.layers
    assert [layer.w_ih.shape for layer in layers] == [(1024, 40), (1024, 256), (1024, 256)]
    assert encoder.weights.linear_w.shape == (256, 256)


def test_a_truncated_checkpoint_is_refused_with_one_sentence(tmp_path: Path) -> None:
    data = default_weights_path().read_bytes()
    for size in (40, len(data) // 2, len(data) - 1):
        broken = tmp_path / f"cut{size}.pt"
        broken.write_bytes(data[:size])
        with pytest.raises(VoiceprintModelError, match="not a readable voice encoder checkpoint"):
            load_weights(broken)
    with pytest.raises(VoiceprintModelError, match="cannot read"):
        load_weights(tmp_path / "missing.pt")


class FloatStorage:
    """Stands in for torch.FloatStorage while a test checkpoint is pickled (renamed in the bytes after)."""


def _rebuild_tensor_v2(*_: object) -> None:
    """Stands in for torch._utils._rebuild_tensor_v2 in the same way."""


class _Tensor:
    def __init__(self, key: str, shape: tuple[int, ...]) -> None:
        self.key, self.shape = key, shape

    def __reduce__(self) -> tuple:
        stride = tuple(int(np.prod(self.shape[i + 1 :])) for i in range(len(self.shape)))
        return _rebuild_tensor_v2, (("storage", self.key, int(np.prod(self.shape))), 0, self.shape, stride, False, {})


class _TorchLikePickler(pickle.Pickler):
    def persistent_id(self, obj: object) -> object:
        if isinstance(obj, tuple) and obj and obj[0] == "storage":
            return ("storage", FloatStorage, obj[1], "cpu", obj[2])
        return None


def _zip_checkpoint(path: Path, root: object, storages: dict[str, np.ndarray]) -> None:
    """A torch >= 1.6 style zip checkpoint, written without torch."""
    buffer = io.BytesIO()
    _TorchLikePickler(buffer, protocol=2).dump(root)
    here = __name__.encode()
    data = buffer.getvalue().replace(here + b"\n_rebuild_tensor_v2", b"torch._utils\n_rebuild_tensor_v2")
    data = data.replace(here + b"\nFloatStorage", b"torch\nFloatStorage")
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr("archive/data.pkl", data)
        archive.writestr("archive/byteorder", "little")
        for key, array in storages.items():
            archive.writestr(f"archive/data/{key}", array.astype("<f4").tobytes())


def test_a_zip_checkpoint_loads_and_one_without_the_expected_keys_is_refused(
    tmp_path: Path, encoder: VoiceEncoder
) -> None:
    w = encoder.weights
    arrays = {"linear.weight": w.linear_w, "linear.bias": w.linear_b}
    for n, layer in enumerate(w.layers):
        arrays |= {f"lstm.weight_ih_l{n}": layer.w_ih, f"lstm.weight_hh_l{n}": layer.w_hh}
        arrays |= {f"lstm.bias_ih_l{n}": layer.bias, f"lstm.bias_hh_l{n}": np.zeros_like(layer.bias)}
    storages = {str(i): a.ravel() for i, a in enumerate(arrays.values())}
    state = {name: _Tensor(str(i), a.shape) for i, (name, a) in enumerate(arrays.items())}
    good = tmp_path / "good.pt"
    _zip_checkpoint(good, {"model_state": state}, storages)
    loaded = load_weights(good)
    assert np.array_equal(loaded.layers[2].w_hh, w.layers[2].w_hh) and np.array_equal(loaded.linear_b, w.linear_b)

    without_linear = tmp_path / "no_linear.pt"
    _zip_checkpoint(without_linear, {"model_state": {k: v for k, v in state.items() if k != "linear.weight"}}, storages)
    with pytest.raises(VoiceprintModelError, match=r"has no linear\.weight"):
        load_weights(without_linear)
    no_state = tmp_path / "no_state.pt"
    _zip_checkpoint(no_state, {"step": 3}, {})
    with pytest.raises(VoiceprintModelError, match="has no model_state"):
        load_weights(no_state)
    hostile = tmp_path / "hostile.pt"
    with zipfile.ZipFile(hostile, "w") as archive:
        archive.writestr("archive/data.pkl", b"cos\nsystem\n(S'true'\ntR.")
    with pytest.raises(VoiceprintModelError, match=r"os\.system"):
        load_weights(hostile)


def test_audio_files_of_any_rate_and_channels_come_out_16k_mono(tmp_path: Path) -> None:
    left = _tone(440.0, 2.0, rate=44100)
    stereo = np.stack([left, np.zeros_like(left)], axis=1)
    path = tmp_path / "stereo.wav"
    with wave.open(str(path), "wb") as f:
        f.setnchannels(2)
        f.setsampwidth(2)
        f.setframerate(44100)
        f.writeframes((stereo * 32767).astype("<i2").tobytes())
    wav = frontend.load_audio(path)
    assert wav.dtype == np.float32 and abs(wav.size - 32000) <= 16
    spectrum = np.abs(np.fft.rfft(wav[4000:20000]))
    assert np.argmax(spectrum) == 440  # 1 Hz bins over 16000 samples at 16 kHz
    assert np.max(np.abs(wav[4000:20000])) == pytest.approx(0.15, rel=0.02)  # the mean of the two channels
    (tmp_path / "junk.wav").write_bytes(b"RIFF not really")
    with pytest.raises(frontend.AudioDecodeError):
        frontend.load_audio(tmp_path / "junk.wav")


def test_preprocessing_raises_quiet_audio_and_shortens_long_pauses() -> None:
    speech = _tone(200.0, 1.0) * 0.01
    padded = np.concatenate([speech, np.zeros(32000, dtype=np.float32), speech])
    out = frontend.preprocess_wav(padded)
    rms_db = 20 * np.log10(np.sqrt(np.mean(frontend.normalize_volume(padded) ** 2)))
    assert rms_db == pytest.approx(-30.0, abs=0.01)
    assert 32000 < out.size < 32000 + 12 * 480  # 2 s of silence became a pause of a few windows
    assert frontend.normalize_volume(np.zeros(10, dtype=np.float32)).tolist() == [0.0] * 10


def test_the_onnx_graph_matches_numpy_and_is_built_once(
    encoder: VoiceEncoder, onnx_encoder: VoiceEncoder, graph_cache: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert onnx_encoder.runtime == "onnx"
    mels = np.random.default_rng(3).random((3, 160, 40), dtype=np.float32) * 5
    assert np.abs(onnx_encoder.embed_partials(mels) - encoder.embed_partials(mels)).max() < 1e-5
    wav = frontend.preprocess_wav(np.random.default_rng(4).standard_normal(40000).astype(np.float32) * 0.1)
    assert np.abs(onnx_encoder.embed_utterance(wav) - encoder.embed_utterance(wav)).max() < 1e-5
    (cached,) = graph_cache.glob("ge2e-*.onnx")

    def no_build(_: object) -> bytes:
        raise AssertionError("the cached graph should have been used")

    monkeypatch.setattr(onnx_graph, "build_graph", no_build)
    VoiceEncoder(encoder.weights, runtime="onnx", cache_dir=graph_cache)
    monkeypatch.undo()
    cached.write_bytes(b"half a graph")  # a damaged cache file is rebuilt, not fatal
    again = VoiceEncoder(encoder.weights, runtime="onnx", cache_dir=graph_cache)
    assert np.abs(again.embed_partials(mels) - encoder.embed_partials(mels)).max() < 1e-5


@needs_librispeech
@pytest.mark.parametrize("runtime", ["numpy", "onnx"])
def test_matches_the_real_resemblyzer_on_the_same_input(runtime: str, request: pytest.FixtureRequest) -> None:
    chosen: VoiceEncoder = request.getfixturevalue("encoder" if runtime == "numpy" else "onnx_encoder")
    probe = np.random.default_rng(0).standard_normal(256)
    wav = frontend.load_audio(LIBRISPEECH / "1688/1688-142285-0000.flac")
    assert np.allclose(frontend.wav_to_mel_spectrogram(wav)[100, [0, 5, 10, 20, 39]], LIBROSA_MEL_FRAME_100, rtol=1e-5)
    for name, expected in RESEMBLYZER.items():
        embedding = chosen.embed_utterance(frontend.load_audio(LIBRISPEECH / name))
        assert embedding.shape == (256,) and embedding.dtype == np.float32
        assert np.allclose(embedding[:6], expected["first"], atol=2e-6)
        assert float(embedding @ probe) == pytest.approx(expected["probe"], abs=1e-5)


@needs_librispeech
def test_one_speakers_utterances_are_closer_than_two_speakers(onnx_encoder: VoiceEncoder) -> None:
    speakers = ["1688", "1998", "2033", "3080"]  # SPEAKERS.TXT: 1688 and 2033 are men, 1998 and 3080 women
    embeddings = {}
    for speaker in speakers:
        for path in sorted((LIBRISPEECH / speaker).glob("*.flac"))[:2]:
            embeddings[path.stem] = onnx_encoder.embed_utterance(frontend.preprocess_wav(frontend.load_audio(path)))
    names = list(embeddings)
    cosines = np.stack(list(embeddings.values())) @ np.stack(list(embeddings.values())).T
    assert np.allclose(np.diag(cosines), 1.0, atol=1e-5)
    for a in range(0, len(names), 2):
        same = cosines[a, a + 1]
        others = np.delete(cosines[a : a + 2], [a, a + 1], axis=1)
        assert same > 0.8 and same > others.max() + 0.1, (names[a], same, others.max())
