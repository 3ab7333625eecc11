"""Resemblyzer's GE2E voice encoder weights, read from its PyTorch checkpoint without importing torch.

The box must not need torch to tell who is speaking, so the checkpoint is unpickled here with a restricted
unpickler that builds numpy arrays where torch would build tensors, and refuses every other class (a
checkpoint is code-capable pickle: nothing in it may run). Both of torch's layouts are read: the legacy
stream that Resemblyzer 0.1.4 ships (`pretrained.pt`: pickles one after another, then each storage as an
8-byte element count and its raw bytes) and the zip archive of torch >= 1.6 (`<name>/data.pkl` with one
file per storage under `<name>/data/`). Either way the storages are little-endian.
"""

from __future__ import annotations

import collections
import importlib.util
import io
import pickle
import struct
import zipfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any, BinaryIO

import numpy as np

MEL_CHANNELS = 40
HIDDEN_SIZE = 256
EMBEDDING_SIZE = 256
NUM_LAYERS = 3
_LEGACY_MAGIC = 0x1950A86A20F9469CFC6C  # torch.serialization.MAGIC_NUMBER

_STORAGE_DTYPES = {
    "FloatStorage": np.dtype("<f4"),
    "DoubleStorage": np.dtype("<f8"),
    "HalfStorage": np.dtype("<f2"),
    "LongStorage": np.dtype("<i8"),
    "IntStorage": np.dtype("<i4"),
    "ShortStorage": np.dtype("<i2"),
    "CharStorage": np.dtype("i1"),
    "ByteStorage": np.dtype("u1"),
    "BoolStorage": np.dtype("?"),
}


class VoiceprintModelError(Exception):
    """The voice encoder's weights are missing, corrupt or not the network this package runs."""


@dataclass(frozen=True)
class LstmLayer:
    """One LSTM layer in PyTorch's layout: gate rows in the order input, forget, cell (g), output."""

    w_ih: np.ndarray  # (4 * hidden, input)
    w_hh: np.ndarray  # (4 * hidden, hidden)
    bias: np.ndarray  # (4 * hidden,): b_ih + b_hh, which only ever appear summed


@dataclass(frozen=True)
class EncoderWeights:
    """The whole network: three LSTM layers, then Linear 256 -> 256 (ReLU and L2 norm have no weights)."""

    layers: tuple[LstmLayer, ...]
    linear_w: np.ndarray  # (embedding, hidden)
    linear_b: np.ndarray  # (embedding,)


@dataclass(frozen=True)
class _StorageRef:
    key: str
    dtype: np.dtype


@dataclass(frozen=True)
class _TensorRef:
    """A tensor awaiting its storage: in the legacy layout the bytes come after the pickle."""

    storage: _StorageRef
    offset: int
    shape: tuple[int, ...]
    stride: tuple[int, ...]


class _StorageType:
    def __init__(self, name: str) -> None:
        self.dtype = _STORAGE_DTYPES[name]


def _rebuild_tensor(storage: _StorageRef, offset: int, shape: tuple[int, ...], stride: tuple[int, ...], *_: Any):
    return _TensorRef(storage, int(offset), tuple(int(n) for n in shape), tuple(int(n) for n in stride))


def _rebuild_parameter(data: _TensorRef, *_: Any) -> _TensorRef:
    return data


class _CheckpointUnpickler(pickle.Unpickler):
    """Builds references instead of tensors; any class outside the short list below is refused."""

    def __init__(self, file: BinaryIO) -> None:
        super().__init__(file)
        self.storage_types: dict[str, np.dtype] = {}  # every storage met, the optimizer's included

    def find_class(self, module: str, name: str) -> Any:
        if (module, name) == ("collections", "OrderedDict"):
            return collections.OrderedDict
        if (module, name) == ("torch._utils", "_rebuild_tensor_v2"):
            return _rebuild_tensor
        if (module, name) == ("torch._utils", "_rebuild_parameter"):
            return _rebuild_parameter
        if module == "torch" and name in _STORAGE_DTYPES:
            return _StorageType(name)
        raise pickle.UnpicklingError(f"it asks for {module}.{name}, which a weights file has no need of")

    def persistent_load(self, pid: Any) -> _StorageRef:
        if not (isinstance(pid, tuple) and len(pid) >= 3 and pid[0] == "storage"):
            raise pickle.UnpicklingError(f"unexpected persistent id {pid!r}")
        storage_type = pid[1]
        if not isinstance(storage_type, _StorageType):
            raise pickle.UnpicklingError("a storage of an unknown type")
        self.storage_types[str(pid[2])] = storage_type.dtype
        return _StorageRef(str(pid[2]), storage_type.dtype)


def default_weights_path() -> Path:
    """`pretrained.pt` inside the installed Resemblyzer package, found without importing it (it imports torch)."""
    spec = importlib.util.find_spec("resemblyzer")
    locations = list(spec.submodule_search_locations or []) if spec is not None else []
    for location in locations:
        candidate = Path(location) / "pretrained.pt"
        if candidate.is_file():
            return candidate
    raise VoiceprintModelError(
        "Resemblyzer's pretrained.pt is not installed: run `pip install --no-deps Resemblyzer==0.1.4` "
        "(scripts/setup.sh does)."
    )


def _read_legacy(f: BinaryIO) -> tuple[Any, dict[str, np.ndarray]]:
    header = _CheckpointUnpickler(f)
    if header.load() != _LEGACY_MAGIC:
        raise pickle.UnpicklingError("it does not start with torch's magic number")
    if header.load() != 1001:
        raise pickle.UnpicklingError("unknown legacy protocol version")
    sys_info = _CheckpointUnpickler(f).load()
    if not (isinstance(sys_info, dict) and sys_info.get("little_endian") is True):
        raise pickle.UnpicklingError("it was not saved little-endian")
    unpickler = _CheckpointUnpickler(f)
    root = unpickler.load()
    keys = _CheckpointUnpickler(f).load()
    if not isinstance(keys, list) or set(map(str, keys)) != set(unpickler.storage_types):
        raise pickle.UnpicklingError("its storage list does not match its tensors")
    start = f.tell()
    size = f.seek(0, io.SEEK_END)
    f.seek(start)
    storages: dict[str, np.ndarray] = {}
    for key in map(str, keys):
        (count,) = struct.unpack("<q", _read_exactly(f, 8))
        dtype = unpickler.storage_types[key]
        if count < 0 or count * dtype.itemsize > size - f.tell():
            raise EOFError("the file ends before its storages do")
        storages[key] = np.frombuffer(_read_exactly(f, count * dtype.itemsize), dtype=dtype)
    return root, storages


def _read_zip(path: Path) -> tuple[Any, dict[str, np.ndarray]]:
    with zipfile.ZipFile(path) as archive:
        pickles = [name for name in archive.namelist() if name.endswith("/data.pkl") and name.count("/") == 1]
        if len(pickles) != 1:
            raise pickle.UnpicklingError("the archive has no single <name>/data.pkl")
        prefix = pickles[0].rsplit("/", 1)[0]
        if f"{prefix}/byteorder" in archive.namelist() and archive.read(f"{prefix}/byteorder") != b"little":
            raise pickle.UnpicklingError("it was not saved little-endian")
        root = _CheckpointUnpickler(io.BytesIO(archive.read(pickles[0]))).load()
        storages = {}
        for ref in _tensor_refs(root):
            key = ref.storage.key
            if key not in storages:
                storages[key] = np.frombuffer(archive.read(f"{prefix}/data/{key}"), dtype=ref.storage.dtype)
    return root, storages


def _read_exactly(f: BinaryIO, n: int) -> bytes:
    data = f.read(n)
    if len(data) != n:
        raise EOFError("the file ends before its storages do")
    return data


def _tensor_refs(obj: Any) -> list[_TensorRef]:
    """The tensors of `model_state` only: the optimizer's moments are never needed."""
    state = obj.get("model_state") if isinstance(obj, dict) else None
    if not isinstance(state, dict):
        return []
    return [value for value in state.values() if isinstance(value, _TensorRef)]


def _materialise(ref: _TensorRef, storages: dict[str, np.ndarray]) -> np.ndarray:
    storage = storages.get(ref.storage.key)
    if storage is None:
        raise VoiceprintModelError(f"storage {ref.storage.key} is missing")
    last = ref.offset + sum((n - 1) * s for n, s in zip(ref.shape, ref.stride, strict=True) if n > 0)
    if ref.offset < 0 or any(s < 0 for s in ref.stride) or last >= storage.size:
        raise VoiceprintModelError("a tensor reaches past the end of its storage")
    view = np.lib.stride_tricks.as_strided(
        storage[ref.offset :],
        shape=ref.shape,
        strides=tuple(s * storage.itemsize for s in ref.stride),
        writeable=False,
    )
    return np.ascontiguousarray(view, dtype=np.float32)


def _expect(state: dict[str, np.ndarray], name: str, shape: tuple[int, ...]) -> np.ndarray:
    array = state.get(name)
    if array is None:
        raise VoiceprintModelError(f"the checkpoint has no {name}")
    if array.shape != shape:
        raise VoiceprintModelError(f"{name} has shape {array.shape}, expected {shape}")
    if not np.all(np.isfinite(array)):
        raise VoiceprintModelError(f"{name} holds values that are not finite")
    return array


def load_weights(path: Path | str | None = None) -> EncoderWeights:
    """Reads the encoder's weights; raises VoiceprintModelError with one sentence saying what is wrong."""
    path = Path(path) if path is not None else default_weights_path()
    try:
        if zipfile.is_zipfile(path):
            root, storages = _read_zip(path)
        else:
            with path.open("rb") as f:
                root, storages = _read_legacy(f)
    except VoiceprintModelError:
        raise
    except OSError as e:
        raise VoiceprintModelError(f"cannot read the voice encoder weights at {path}: {e}") from e
    except Exception as e:  # a broken pickle can raise nearly anything: say so once, clearly
        raise VoiceprintModelError(f"{path} is not a readable voice encoder checkpoint: {e}") from e
    refs = root.get("model_state") if isinstance(root, dict) else None
    if not isinstance(refs, dict):
        raise VoiceprintModelError(f"{path} has no model_state: it is not a Resemblyzer voice encoder checkpoint")
    state = {name: _materialise(ref, storages) for name, ref in refs.items() if isinstance(ref, _TensorRef)}
    gates = 4 * HIDDEN_SIZE
    layers = []
    for n in range(NUM_LAYERS):
        inputs = MEL_CHANNELS if n == 0 else HIDDEN_SIZE
        w_ih = _expect(state, f"lstm.weight_ih_l{n}", (gates, inputs))
        w_hh = _expect(state, f"lstm.weight_hh_l{n}", (gates, HIDDEN_SIZE))
        bias = _expect(state, f"lstm.bias_ih_l{n}", (gates,)) + _expect(state, f"lstm.bias_hh_l{n}", (gates,))
        layers.append(LstmLayer(w_ih=w_ih, w_hh=w_hh, bias=bias))
    if f"lstm.weight_ih_l{NUM_LAYERS}" in state:
        raise VoiceprintModelError(f"{path} has more than {NUM_LAYERS} LSTM layers")
    return EncoderWeights(
        layers=tuple(layers),
        linear_w=_expect(state, "linear.weight", (EMBEDDING_SIZE, HIDDEN_SIZE)),
        linear_b=_expect(state, "linear.bias", (EMBEDDING_SIZE,)),
    )
