export { ReviewQueue } from "./ReviewQueue.tsx";
