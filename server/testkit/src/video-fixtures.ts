// Small real MP4s for the video upload (the server's own test helper).
export { makeTestVideo } from '../../src/test/video-fixtures';
