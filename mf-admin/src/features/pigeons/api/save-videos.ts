import { apiFetch, callFunction } from '@kanat/shared/api';
import type { AdminPigeonVideosSaveData, PigeonVideo, VideoFile } from '@kanat/shared/contracts';

/** `adminPigeonVideosSave` (staff): replaces a pigeon's videos; answers them as stored. */
export async function saveVideos(data: AdminPigeonVideosSaveData): Promise<PigeonVideo[]> {
  return (await callFunction('adminPigeonVideosSave', data)).videos;
}

/**
 * Sends an MP4 as it is (not as base64: videos are large) to `POST /api/staff/videos`; the
 * server checks, rewrites and stores it with a poster frame. Refusals arrive as ApiError with
 * the server's Turkish message.
 */
export function uploadVideo(file: File, signal?: AbortSignal): Promise<VideoFile> {
  return apiFetch<VideoFile>('/api/staff/videos', {
    method: 'POST',
    query: { name: file.name.slice(0, 200) },
    headers: { 'content-type': 'video/mp4' },
    body: file,
    signal,
  });
}
