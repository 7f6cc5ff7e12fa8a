export { VideoAdminList, type VideoListAnswer } from "./VideoAdminList.tsx";
export { VideoUploadForm } from "./VideoUploadForm.tsx";
