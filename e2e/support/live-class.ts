import type { APIRequestContext } from '@playwright/test';
import { apiLogin } from './session';

/** The demo teacher makes a one-page lesson in Class 6A and starts a live class on it, by the API. */
export async function startDemoLiveClass(request: APIRequestContext, lessonName: string, mode: 'AUDIO' | 'VIDEO') {
  const teacher = await apiLogin(request, 'teacher@demo.test');
  const headers = { access_token: teacher.access_token };
  const classes = await request.get('/api/admin/class/getUserClasses', { headers });
  const classId = ((await classes.json()).data as Array<{ classId: string; name: string }>).find(
    (klass) => klass.name === 'Class 6A',
  )!.classId;
  const lesson = await request.post('/api/flow/addIWB', {
    headers,
    data: { name: `${lessonName} ${Date.now()}`, class_id: classId, lessonType: 'teach', slides: [{}] },
  });
  const lessonId = (await lesson.json()).data.id as string;
  const started = await request.post('/api/live-classes/start', { headers, data: { lessonId, classId, mode } });
  return { liveId: (await started.json()).data.id as string, teacher, lessonId, classId, headers };
}
