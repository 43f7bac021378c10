// What the app may use of the media module (uploaded product pictures under MEDIA_DIR).
export { mediaFileRoutes, productImageRoutes } from './media-routes';
export { mediaSweepPlugin } from './media-sweep';
