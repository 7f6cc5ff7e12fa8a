/**
 * Worker thread of the server-side nudity check (issue 12): the nsfwjs model (MobileNetV2, bundled
 * in the npm package) on the TensorFlow.js WebAssembly backend, off the event loop. Receives 224x224
 * RGB pixels, answers the model's five class probabilities.
 */
import { createRequire } from "node:module";
import path from "node:path";
import { parentPort } from "node:worker_threads";

type Request = { id: number; pixels: Uint8Array };

// TensorFlow.js greets and advises on stdout in Node; this thread has nothing to say.
console.log = () => {};
console.info = () => {};
console.warn = () => {};

const require = createRequire(import.meta.url);
const started = performance.now();
const tf = await import("@tensorflow/tfjs");
let backend = "cpu";
try {
  const wasm = await import("@tensorflow/tfjs-backend-wasm");
  wasm.setWasmPaths(`${path.dirname(require.resolve("@tensorflow/tfjs-backend-wasm/package.json"))}/dist/`);
  if (await tf.setBackend("wasm")) backend = "wasm";
} catch {
  await tf.setBackend("cpu");
}
await tf.ready();
const { load } = await import("nsfwjs/core");
const { MobileNetV2Model } = await import("nsfwjs/models/mobilenet_v2");
const model = await load("MobileNetV2", { modelDefinitions: [MobileNetV2Model] });
parentPort?.postMessage({ ready: true, backend, loadMs: Math.round(performance.now() - started) });

parentPort?.on("message", async (request: Request) => {
  try {
    const input = tf.tensor3d(request.pixels, [224, 224, 3], "int32");
    const predictions = await model.classify(input, 5);
    input.dispose();
    parentPort?.postMessage({ id: request.id, predictions });
  } catch (error) {
    parentPort?.postMessage({ id: request.id, error: String(error) });
  }
});
