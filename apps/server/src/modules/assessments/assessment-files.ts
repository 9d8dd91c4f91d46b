import { rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * Removes an assessment's stored question files (questions.image, question_files.stored_name) from
 * DATA_DIR/files/questions once its rows are gone. The questions module owns writing them; when it
 * gains its own file store, this should call that store's remove instead (kept tiny on purpose).
 * A stored name is `questions/<name>` or a bare `<name>`; anything that could leave the folder is
 * skipped, never removed.
 */
const SAFE_NAME = /^(questions\/)?[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/;

export function questionFileRemover(dataDir: string) {
  const folder = path.join(dataDir, 'files', 'questions');
  return async function removeQuestionFile(stored: string) {
    if (!SAFE_NAME.test(stored) || stored.includes('..')) return false;
    await rm(path.join(folder, stored.replace(/^questions\//, '')), { force: true });
    return true;
  };
}

export type RemoveQuestionFile = ReturnType<typeof questionFileRemover>;
