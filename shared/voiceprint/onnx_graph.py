"""The same network as an onnxruntime graph: about three times less CPU than numpy's step-by-step loop.

onnxruntime runs the LSTM's 160 steps in C++, where numpy pays Python's overhead on each of 480 small
products. The graph is built from the loaded weights with the `onnx` package on first use and cached as a
file named after the weights' hash, so later processes need only onnxruntime. ONNX's LSTM orders its
gates i, o, f, c where PyTorch's are i, f, g, o: the rows are reordered here.
"""

from __future__ import annotations

import hashlib
import os
import tempfile
from pathlib import Path

import numpy as np

from shared.voiceprint.weights import HIDDEN_SIZE, MEL_CHANNELS, EncoderWeights

GRAPH_VERSION = 1  # bump when the graph below changes: older cache files are then ignored
INSTALL = "pip install onnx==1.23.2 onnxruntime==1.32.0 (or koe[voiceprint])"


def default_cache_dir() -> Path:
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "koe" / "voiceprint"


def _to_onnx_gates(rows: np.ndarray) -> np.ndarray:
    i, f, g, o = np.split(rows, 4, axis=0)
    return np.concatenate([i, o, f, g], axis=0)


def weights_digest(weights: EncoderWeights) -> str:
    h = hashlib.sha256(str(GRAPH_VERSION).encode())
    for layer in weights.layers:
        for array in (layer.w_ih, layer.w_hh, layer.bias):
            h.update(np.ascontiguousarray(array, dtype="<f4").tobytes())
    h.update(np.ascontiguousarray(weights.linear_w, dtype="<f4").tobytes())
    h.update(np.ascontiguousarray(weights.linear_b, dtype="<f4").tobytes())
    return h.hexdigest()[:16]


def build_graph(weights: EncoderWeights) -> bytes:
    """mels (batch, frames, 40) -> raw (batch, 256): LSTM x 3, last hidden state, Linear, ReLU (no norm)."""
    from onnx import TensorProto, checker, helper, numpy_helper

    def constant(name: str, array: np.ndarray) -> None:
        initializers.append(numpy_helper.from_array(np.ascontiguousarray(array), name))

    nodes, initializers = [], []
    constant("axis0", np.array([0], dtype=np.int64))
    constant("axis1", np.array([1], dtype=np.int64))
    nodes.append(helper.make_node("Transpose", ["mels"], ["x_in"], perm=[1, 0, 2]))  # ONNX wants time first
    x = "x_in"
    for n, layer in enumerate(weights.layers):
        constant(f"W{n}", _to_onnx_gates(layer.w_ih)[None].astype(np.float32))
        constant(f"R{n}", _to_onnx_gates(layer.w_hh)[None].astype(np.float32))
        bias = np.concatenate([_to_onnx_gates(layer.bias), np.zeros(4 * HIDDEN_SIZE)])  # Wb, then Rb
        constant(f"B{n}", bias[None].astype(np.float32))
        nodes.append(
            helper.make_node("LSTM", [x, f"W{n}", f"R{n}", f"B{n}"], [f"Y{n}", f"H{n}"], hidden_size=HIDDEN_SIZE)
        )
        nodes.append(helper.make_node("Squeeze", [f"Y{n}", "axis1"], [f"x{n}"]))  # drop the direction axis
        x = f"x{n}"
    last = f"H{len(weights.layers) - 1}"
    constant("linear_w", weights.linear_w.T.astype(np.float32))
    constant("linear_b", weights.linear_b.astype(np.float32))
    nodes.append(helper.make_node("Squeeze", [last, "axis0"], ["h_last"]))
    nodes.append(helper.make_node("MatMul", ["h_last", "linear_w"], ["projected"]))
    nodes.append(helper.make_node("Add", ["projected", "linear_b"], ["biased"]))
    nodes.append(helper.make_node("Relu", ["biased"], ["raw"]))
    graph = helper.make_graph(
        nodes,
        "ge2e_voice_encoder",
        [helper.make_tensor_value_info("mels", TensorProto.FLOAT, ["batch", "frames", MEL_CHANNELS])],
        [helper.make_tensor_value_info("raw", TensorProto.FLOAT, ["batch", weights.linear_w.shape[0]])],
        initializers,
    )
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)], producer_name="koe")
    model.ir_version = 8  # readable by any onnxruntime since 1.10
    checker.check_model(model)
    return model.SerializeToString()


def cached_graph(weights: EncoderWeights, cache_dir: Path | None = None) -> Path | bytes:
    """The graph's cache file, built on first use; the bytes themselves when the cache cannot be written."""
    path = (cache_dir or default_cache_dir()) / f"ge2e-{weights_digest(weights)}.onnx"
    if path.is_file():
        return path
    data = build_graph(weights)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with tempfile.NamedTemporaryFile(dir=path.parent, suffix=".tmp", delete=False) as f:
            f.write(data)
        os.replace(f.name, path)  # whole or absent, even with two processes building at once
    except OSError:
        return data
    return path


class OnnxPartials:
    """The network's forward pass on onnxruntime, one intra-op thread and no spinning (the cores are for replies)."""

    def __init__(self, weights: EncoderWeights, cache_dir: Path | None = None, threads: int = 1) -> None:
        import onnxruntime as ort

        options = ort.SessionOptions()
        options.intra_op_num_threads = threads
        options.inter_op_num_threads = 1
        options.execution_mode = ort.ExecutionMode.ORT_SEQUENTIAL
        options.add_session_config_entry("session.intra_op.allow_spinning", "0")
        graph = cached_graph(weights, cache_dir)
        try:
            source = str(graph) if isinstance(graph, Path) else graph
            self._session = ort.InferenceSession(source, sess_options=options, providers=["CPUExecutionProvider"])
        except Exception:  # a damaged cache file (a full disk, say): build it again, in memory
            if not isinstance(graph, Path):
                raise
            graph.unlink(missing_ok=True)
            data = build_graph(weights)
            self._session = ort.InferenceSession(data, sess_options=options, providers=["CPUExecutionProvider"])

    def __call__(self, mels: np.ndarray) -> np.ndarray:
        """(batch, frames, 40) -> (batch, 256) raw embeddings, before the L2 normalisation."""
        (raw,) = self._session.run(["raw"], {"mels": np.ascontiguousarray(mels, dtype=np.float32)})
        return raw
