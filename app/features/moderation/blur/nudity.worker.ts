/// <reference lib="webworker" />
/**
 * The on-device nudity check (issue 12): the nsfwjs model (MobileNetV2, shipped inside the npm
 * package and served from our own origin as build assets) on TensorFlow.js, in a Web Worker so the
 * page's main thread never runs the model. Frames arrive as 224x224 ImageBitmaps and never leave
 * the device: the answer is the model's five class probabilities.
 */
import * as tf from "@tensorflow/tfjs";
import { setWasmPaths } from "@tensorflow/tfjs-backend-wasm";
import wasmPlain from "@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm?url";
import wasmSimd from "@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm-simd.wasm?url";
import wasmThreadedSimd from "@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm-threaded-simd.wasm?url";
import { load } from "nsfwjs/core";
import { MobileNetV2Model } from "nsfwjs/models/mobilenet_v2";

type FrameMessage = { type: "frame"; id: number; bitmap: ImageBitmap };

const SIZE = 224;
const scope = self as unknown as DedicatedWorkerGlobalScope;

async function pickBackend(): Promise<string> {
  // WebAssembly (with SIMD where the browser has it) is the fastest everywhere we measured;
  // WebGL in a worker needs a GPU context, the plain CPU backend is the last resort.
  setWasmPaths({
    "tfjs-backend-wasm.wasm": wasmPlain,
    "tfjs-backend-wasm-simd.wasm": wasmSimd,
    "tfjs-backend-wasm-threaded-simd.wasm": wasmThreadedSimd,
  });
  for (const backend of ["wasm", "webgl", "cpu"]) {
    try {
      if (await tf.setBackend(backend)) {
        await tf.ready();
        return backend;
      }
    } catch {
      // try the next one
    }
  }
  return tf.getBackend();
}

const started = performance.now();
const ready = (async () => {
  const backend = await pickBackend();
  const model = await load("MobileNetV2", { modelDefinitions: [MobileNetV2Model] });
  scope.postMessage({ type: "ready", backend, loadMs: Math.round(performance.now() - started) });
  return model;
})();
ready.catch((error: unknown) => scope.postMessage({ type: "error", message: String(error) }));

const canvas = new OffscreenCanvas(SIZE, SIZE);
const context = canvas.getContext("2d", { willReadFrequently: true });

scope.onmessage = async (event: MessageEvent<FrameMessage>) => {
  const { id, bitmap } = event.data;
  try {
    const model = await ready;
    if (!context) throw new Error("no 2d context in the worker");
    context.drawImage(bitmap, 0, 0, SIZE, SIZE);
    bitmap.close();
    const pixels = context.getImageData(0, 0, SIZE, SIZE);
    const begin = performance.now();
    const predictions = await model.classify(pixels, 5);
    scope.postMessage({ type: "result", id, predictions, inferMs: performance.now() - begin });
  } catch (error) {
    scope.postMessage({ type: "result", id, predictions: null, error: String(error) });
  }
};
