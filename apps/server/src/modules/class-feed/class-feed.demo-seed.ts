import { feedComments, feedPosts } from '../../db/schema';
import type { Executor } from '../../db/client';

/** A welcome post with a student's comment in the demo class's feed. */
export async function seedDemoFeed(tx: Executor, classId: string, teacherId: string, studentIds: string[]) {
  const [post] = await tx
    .insert(feedPosts)
    .values({
      classId,
      authorId: teacherId,
      authorIsTeacher: true,
      text: 'Welcome to Class 6A! This week we start fractions. Homework: exercises 1 to 5 on page 12.',
      createdAt: new Date(Date.now() - 2 * 60 * 60 * 1000),
    })
    .returning({ id: feedPosts.id });
  if (studentIds[0]) {
    await tx
      .insert(feedComments)
      .values({ postId: post!.id, authorId: studentIds[0], text: 'Thank you! Can we use a calculator?' });
  }
}
