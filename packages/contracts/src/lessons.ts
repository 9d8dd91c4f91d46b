import { z } from 'zod';
import { access } from './access';
import { PersonRef } from './behaviour';
import { envelope, errorBody } from './envelope';
import { provideMessage } from './errors';
import { EntityId } from './people';
import { defineRoute } from './route';
import { defineMessages } from './message-catalogue';

/**
 * Lessons on a multi-page whiteboard (SPEC §7 "Lessons and files": the flow/ and v2 flow/ calls) and the
 * folders that hold them (v2 folder/). A lesson is its author's; once published to a class its members
 * read it (never write it). Names are unique in a folder, whatever their case: a create, rename, move or
 * type change onto a taken name answers 409 with the other lesson's id, and is then resolved with
 * v2 flow/replace or v2 flow/keep-both.
 */

export const LESSON_MESSAGES = defineMessages('lesson', {
  nameRequired: 'Please Enter Lesson Name',
  nameTooLong: 'Lesson name must be at most 200 characters',
  lessonNotFound: 'Lesson not found',
  invalidFlowId: 'Invalid flow_id',
  nameTaken: 'A lesson with this name already exists in this folder',
  invalidLessonType: 'lessonType must be teach or CONTENT',
  invalidSpace: 'space must be LESSONS, CONTENT or FILES',
  tooManySlides: 'A lesson can have at most 200 slides',
  slidesInvalid: 'slides must be a list',
  userMismatch: 'user_id must be the signed-in teacher',
  instituteMismatch: 'instituteId must be the institute you are signed in to',
  tagsInvalid: 'tags must be a list of words',
  tagTooLong: 'A tag must be at most 30 characters',
  tooManyTags: 'A lesson can have at most 10 tags',
  isPublicNeeded: provideMessage('isPublic'),
  isPublicInvalid: 'isPublic must be true or false',
  notContent: 'Only Content lessons can be moved to My Files',
  spaceMismatch: 'The lesson and the folder must be in the same space',
  flowIdsNeeded: 'Choose at least one lesson',
  tooManyFlowIds: 'At most 100 lessons can be moved at once',
  invalidAction: 'action must be create, rename, move or type',
  invalidSort: 'sort must be NAME, DATE_CREATED or LAST_MODIFIED',
  invalidOrder: 'order must be asc or desc',
  invalidSkip: 'Invalid skip',
  invalidLimit: 'Invalid limit',
  searchTooLong: 'search must be at most 100 characters',
  moveWhat: 'Give flow_id (a lesson) or folder_id (a folder), not both',
  // Success messages.
  created: 'Lesson created',
  renamed: 'Lesson renamed',
  removed: 'Lesson removed',
  duplicated: 'Lesson duplicated',
  published: 'Lesson published',
  unpublished: 'Lesson unpublished',
  moved: 'Moved',
  replaced: 'Lesson replaced',
  keptBoth: 'Lesson saved under a new name',
  typeUpdated: 'Lesson type updated',
  movedToFiles: 'Lessons moved to My Files',
} as const);

export const FOLDER_MESSAGES = defineMessages('lessonFolder', {
  nameRequired: 'Please Enter Folder Name',
  nameTooLong: 'Folder name must be at most 100 characters',
  folderNotFound: 'Folder not found',
  invalidFolderId: 'Invalid folder id',
  nameTaken: 'A folder with this name already exists here',
  intoItself: 'A folder cannot be moved into itself or one of its own folders',
  spaceMismatch: 'Both folders must be in the same space',
  holdsFiles: 'This folder holds files of My Files: move or delete them first',
  created: 'Folder created',
  renamed: 'Folder renamed',
  deleted: 'The folder and everything in it were deleted',
} as const);

export const LESSON_NAME_MAX = 200;
export const FOLDER_NAME_MAX = 100;
export const LESSON_SLIDES_MAX = 200;
export const LESSON_TAGS_MAX = 10;
export const LESSON_TAG_MAX = 30;
export const LESSON_PAGE_SIZE = 12;
export const LESSON_PAGE_MAX = 100;
export const LESSONS_MOVE_MAX = 100;

/** SPEC §1: a Teach lesson or a Content lesson. */
export const LESSON_TYPES = ['teach', 'CONTENT'] as const;
export const LessonType = z.enum(LESSON_TYPES, { error: LESSON_MESSAGES.invalidLessonType });
export type LessonType = z.infer<typeof LessonType>;

/** Where a lesson (or folder) is kept: My Lessons, My Content or My Files. */
export const LESSON_SPACES = ['LESSONS', 'CONTENT', 'FILES'] as const;
export const LessonSpace = z.enum(LESSON_SPACES, { error: LESSON_MESSAGES.invalidSpace });
export type LessonSpace = z.infer<typeof LessonSpace>;

/** My Lessons holds Teach lessons, My Content holds Content lessons. */
export const spaceOfType = (lessonType: LessonType): LessonSpace => (lessonType === 'CONTENT' ? 'CONTENT' : 'LESSONS');

/** SPEC §9 "Sorting NAME, DATE CREATED, LAST MODIFIED". */
export const LESSON_SORTS = ['NAME', 'DATE_CREATED', 'LAST_MODIFIED'] as const;
export const LessonSort = z.enum(LESSON_SORTS, { error: LESSON_MESSAGES.invalidSort });
export type LessonSort = z.infer<typeof LessonSort>;

export const LessonName = z
  .string({ error: LESSON_MESSAGES.nameRequired })
  .trim()
  .min(1, { error: LESSON_MESSAGES.nameRequired })
  .max(LESSON_NAME_MAX, { error: LESSON_MESSAGES.nameTooLong });

export const FolderName = z
  .string({ error: FOLDER_MESSAGES.nameRequired })
  .trim()
  .min(1, { error: FOLDER_MESSAGES.nameRequired })
  .max(FOLDER_NAME_MAX, { error: FOLDER_MESSAGES.nameTooLong });

/** A lesson's id as the spec names it (flow_id): missing is 'Please provide: flow_id'. */
export const FlowId = z
  .string({
    error: (issue) => (issue.input === undefined ? provideMessage('flow_id') : LESSON_MESSAGES.invalidFlowId),
  })
  .trim()
  .min(1, { error: LESSON_MESSAGES.invalidFlowId })
  .max(100, { error: LESSON_MESSAGES.invalidFlowId });

/** A folder's id; missing is 'Please provide: <field>' (zod's own text, reworded by the server). */
export const FolderId = z
  .string({ error: (issue) => (issue.input === undefined ? undefined : FOLDER_MESSAGES.invalidFolderId) })
  .trim()
  .min(1, { error: FOLDER_MESSAGES.invalidFolderId })
  .max(100, { error: FOLDER_MESSAGES.invalidFolderId });

/** The publish dialog's tags: trimmed, at most 10 of at most 30 characters, duplicates dropped. */
export const LessonTags = z
  .array(
    z
      .string({ error: LESSON_MESSAGES.tagsInvalid })
      .trim()
      .min(1, { error: LESSON_MESSAGES.tagsInvalid })
      .max(LESSON_TAG_MAX, { error: LESSON_MESSAGES.tagTooLong }),
    { error: LESSON_MESSAGES.tagsInvalid },
  )
  .max(LESSON_TAGS_MAX, { error: LESSON_MESSAGES.tooManyTags })
  .transform((tags) =>
    tags.filter((tag, at) => tags.findIndex((other) => other.toLowerCase() === tag.toLowerCase()) === at),
  );

// ---------------------------------------------------------------------------------------------------
// Shapes

export const FolderRef = z.object({ id: z.string(), name: z.string() });
export type FolderRef = z.infer<typeof FolderRef>;

/** A class the lesson is published to (flow/publishIwb). */
export const LessonPublication = z.object({
  classId: z.string(),
  className: z.string(),
  isPublic: z.boolean(),
  publishedAt: z.string(),
});
export type LessonPublication = z.infer<typeof LessonPublication>;

export const LessonAbilities = z.object({
  /** Rename, move, publish, delete, draw on its pages: its author. */
  canEdit: z.boolean(),
});

/** One lesson of a list. */
export const LessonItem = z
  .object({
    id: z.string(),
    name: z.string(),
    lessonType: LessonType,
    space: LessonSpace,
    folderId: z.string().nullable(),
    /** The class it was made for (flow/addIWB class_id), if any. */
    classId: z.string().nullable(),
    tags: z.array(z.string()),
    pageCount: z.number().int(),
    owner: PersonRef.nullable(),
    /** Its author's view only: the classes it is published to (empty for a reader). */
    publishedTo: z.array(LessonPublication),
    createdAt: z.string(),
    updatedAt: z.string(),
    abilities: LessonAbilities,
  })
  .meta({ id: 'LessonItem' });
export type LessonItem = z.infer<typeof LessonItem>;

export const LessonPageRef = z.object({ id: z.string(), position: z.number().int() });

/** One lesson with its board pages, in order (flow/getWhiteBoardInfo and every change's answer). */
export const LessonDetail = LessonItem.extend({
  pages: z.array(LessonPageRef),
  currentPageId: z.string().nullable(),
  /** The folders from the top down to the lesson's own (its author's view; empty for a reader). */
  path: z.array(FolderRef),
}).meta({ id: 'LessonDetail' });
export type LessonDetail = z.infer<typeof LessonDetail>;

/** A search hit, with the folders that lead to it. */
export const LessonSearchItem = LessonItem.extend({ path: z.array(FolderRef) }).meta({ id: 'LessonSearchItem' });
export type LessonSearchItem = z.infer<typeof LessonSearchItem>;

export const LessonPage = z
  .object({ items: z.array(LessonItem), total: z.number().int(), skip: z.number().int(), limit: z.number().int() })
  .meta({ id: 'LessonPage' });
export type LessonPage = z.infer<typeof LessonPage>;

export const LessonSearchPage = z
  .object({
    items: z.array(LessonSearchItem),
    total: z.number().int(),
    skip: z.number().int(),
    limit: z.number().int(),
  })
  .meta({ id: 'LessonSearchPage' });
export type LessonSearchPage = z.infer<typeof LessonSearchPage>;

/**
 * The 409 of a name clash: the usual error body with the lesson (or folder) that holds the name and the
 * name keep-both would give (`Name (2)`).
 */
export const NameConflictBody = errorBody.extend({
  conflictId: z.string(),
  conflictKind: z.enum(['lesson', 'folder']),
  suggestedName: z.string(),
});
export type NameConflictBody = z.infer<typeof NameConflictBody>;

// ---------------------------------------------------------------------------------------------------
// Query pieces

const skip = z.coerce
  .number({ error: LESSON_MESSAGES.invalidSkip })
  .int({ error: LESSON_MESSAGES.invalidSkip })
  .min(0, { error: LESSON_MESSAGES.invalidSkip })
  .default(0);
const limit = z.coerce
  .number({ error: LESSON_MESSAGES.invalidLimit })
  .int({ error: LESSON_MESSAGES.invalidLimit })
  .min(1, { error: LESSON_MESSAGES.invalidLimit })
  .max(LESSON_PAGE_MAX, { error: LESSON_MESSAGES.invalidLimit })
  .default(LESSON_PAGE_SIZE);
/** NAME reads A to Z, the dates newest first, unless order says otherwise. */
const ordering = {
  sort: LessonSort.default('LAST_MODIFIED'),
  order: z.enum(['asc', 'desc'], { error: LESSON_MESSAGES.invalidOrder }).optional(),
};
const search = z.string().trim().max(100, { error: LESSON_MESSAGES.searchTooLong });

const tags = ['lessons'] as const;
const staff = access.roles('admin', 'instructor');
const FlowIdBody = z.strictObject({ flow_id: FlowId });

// ---------------------------------------------------------------------------------------------------
// flow/ (the main API)

/** SPEC §7 flow/addIWB. username, user_id and instituteId are the caller's own, as the web sends them. */
export const AddIwbBody = z.strictObject({
  username: z.string().trim().max(200).optional(),
  /** Must be the caller. */
  user_id: z.string().trim().max(100).optional(),
  /** The class it is made for; the caller must teach it. */
  class_id: EntityId.nullable().optional(),
  name: LessonName,
  /** Must be the caller's active institute. */
  instituteId: z.string().trim().max(100).optional(),
  /** The folder to create it in (of the lesson type's space); the top level when absent. */
  parentId: FolderId.nullable().optional(),
  lessonType: LessonType.default('teach'),
  /** One board page per slide (at least one). The slides' ink is the board's: stored by the boards module. */
  slides: z
    .array(z.unknown(), { error: LESSON_MESSAGES.slidesInvalid })
    .max(LESSON_SLIDES_MAX, { error: LESSON_MESSAGES.tooManySlides })
    .default([]),
});
export type AddIwbBody = z.input<typeof AddIwbBody>;

export const addIwbRoute = defineRoute({
  method: 'POST',
  path: '/api/flow/addIWB',
  summary:
    "Create a lesson (Teach or CONTENT) with one board page per slide (at least one), at the top of My Lessons or My Content or in a folder of it (parentId); 409 with conflictId when the folder already holds the name ('Please Enter Lesson Name' when empty)",
  tags,
  access: staff,
  body: AddIwbBody,
  response: envelope(LessonDetail),
});

export const getWhiteBoardRoute = defineRoute({
  method: 'GET',
  path: '/api/flow/getWhiteBoard',
  summary:
    "The caller's own lessons (My Lessons and My Content, newest change first); with class_id, the lessons published to that class, for its members (students included, read-only) and the admins",
  tags,
  access: access.signedIn,
  query: z.strictObject({ class_id: EntityId.optional() }),
  response: envelope(z.array(LessonItem)),
});

export const getWhiteBoardInfoRoute = defineRoute({
  method: 'GET',
  path: '/api/flow/getWhiteBoardInfo/:id',
  summary:
    "One lesson with its pages: its author, or a member of a class it is published to (read-only: abilities.canEdit false); 'Lesson not found' otherwise",
  tags,
  access: access.signedIn,
  params: z.object({ id: FlowId }),
  response: envelope(LessonDetail),
});

export const PublishIwbBody = z.strictObject({
  flow_id: FlowId,
  class_id: EntityId,
  /** true publishes to the class (its members read it), false takes it back. */
  isPublic: z.boolean({
    error: (issue) => (issue.input === undefined ? LESSON_MESSAGES.isPublicNeeded : LESSON_MESSAGES.isPublicInvalid),
  }),
  /** The publish dialog's tags, stored on the lesson; left as they are when absent. */
  tags: LessonTags.optional(),
});
export type PublishIwbBody = z.input<typeof PublishIwbBody>;

export const publishIwbRoute = defineRoute({
  method: 'POST',
  path: '/api/flow/publishIwb',
  summary:
    "Publish a lesson to a class the caller teaches (isPublic true) or take it back (false), with the publish dialog's tags: its author only",
  tags,
  access: staff,
  body: PublishIwbBody,
  response: envelope(LessonDetail),
});

export const removeIwbRoute = defineRoute({
  method: 'POST',
  path: '/api/flow/removeIwb',
  summary: 'Delete a lesson with its pages and its publications: its author only',
  tags,
  access: staff,
  body: FlowIdBody,
  response: envelope(z.object({ flow_id: z.string() })),
});

export const RenameIwbBody = z.strictObject({ flow_id: FlowId, name: LessonName });
export type RenameIwbBody = z.input<typeof RenameIwbBody>;

export const renameIwbRoute = defineRoute({
  method: 'POST',
  path: '/api/flow/renameIwb',
  summary: 'Rename a lesson: its author; 409 with conflictId when its folder already holds the name',
  tags,
  access: staff,
  body: RenameIwbBody,
  response: envelope(LessonDetail),
});

export const LiveWithName = z
  .object({
    lessonId: z.string(),
    name: z.string(),
    /** Classes where this lesson, or another of the author's with the same name, is published. */
    classes: z.array(
      z.object({ classId: z.string(), className: z.string(), lessonId: z.string(), sameLesson: z.boolean() }),
    ),
  })
  .meta({ id: 'LiveWithName' });
export type LiveWithName = z.infer<typeof LiveWithName>;

export const lessonsAlreadyLiveWithNameRoute = defineRoute({
  method: 'GET',
  path: '/api/flow/lessonsAlreadyLiveWithName/:id',
  summary:
    "Before publishing lesson :id: the classes where it, or another of its author's lessons with the same name, is already live",
  tags,
  access: staff,
  params: z.object({ id: FlowId }),
  response: envelope(LiveWithName),
});

export const duplicateIwbRoute = defineRoute({
  method: 'POST',
  path: '/api/flow/duplicateIWB',
  summary:
    "Copy a lesson with its pages and their ink into the same folder, under the next free name ('Name (2)'); unpublished, tags kept: its author only",
  tags,
  access: staff,
  body: FlowIdBody,
  response: envelope(LessonDetail),
});

export const UpdateLessonTypeBody = z.strictObject({ flow_id: FlowId, lessonType: LessonType });
export type UpdateLessonTypeBody = z.input<typeof UpdateLessonTypeBody>;

export const updateLessonTypeRoute = defineRoute({
  method: 'POST',
  path: '/api/flow/updateLessonType',
  summary:
    'Make a lesson a Teach or a Content lesson; it moves to the top level of My Lessons or My Content (a lesson in My Files stays there); 409 with conflictId when that name is taken there',
  tags,
  access: staff,
  body: UpdateLessonTypeBody,
  response: envelope(LessonDetail),
});

// ---------------------------------------------------------------------------------------------------
// v2 flow/

export const v2GetWhiteBoardRoute = defineRoute({
  method: 'GET',
  path: '/api/v2/flow/getWhiteBoard',
  summary: "The caller's lessons in one folder (or the top level) of one space, by name",
  tags,
  access: staff,
  query: z.strictObject({ space: LessonSpace.default('LESSONS'), folderId: FolderId.optional() }),
  response: envelope(z.array(LessonItem)),
});

export const getWhiteboardByFlowIdRoute = defineRoute({
  method: 'GET',
  path: '/api/v2/flow/get-whiteboard-by-flow-id',
  summary: 'The same as flow/getWhiteBoardInfo/:id, by query (flow_id)',
  tags,
  access: access.signedIn,
  query: z.strictObject({ flow_id: FlowId }),
  response: envelope(LessonDetail),
});

export const SearchLessonsQuery = z.strictObject({
  /** Part of a name or a tag, any case. */
  query: search.min(1, { error: provideMessage('query') }),
  /** One space, or My Lessons and My Content together when absent. */
  space: LessonSpace.optional(),
  ...ordering,
  skip,
  limit,
});
export type SearchLessonsQuery = z.input<typeof SearchLessonsQuery>;

export const searchLessonsRoute = defineRoute({
  method: 'GET',
  path: '/api/v2/flow/search',
  summary: "Search the caller's lessons by name or tag across all their folders; each hit with its folder path",
  tags,
  access: staff,
  query: SearchLessonsQuery,
  response: envelope(LessonSearchPage),
});

export const LessonsPageQuery = z.strictObject({
  space: LessonSpace.default('LESSONS'),
  /** The folder to list; the top level when absent. */
  folderId: FolderId.optional(),
  ...ordering,
  skip,
  limit,
});
export type LessonsPageQuery = z.input<typeof LessonsPageQuery>;

export const getWhiteBoardPaginatedRoute = defineRoute({
  method: 'GET',
  path: '/api/v2/flow/getWhiteBoard-paginated',
  summary:
    "The caller's lessons in a folder (or the top level) of My Lessons, My Content or My Files, a page at a time (skip 0, limit 12), sorted NAME, DATE_CREATED or LAST_MODIFIED",
  tags,
  access: staff,
  query: LessonsPageQuery,
  response: envelope(LessonPage),
});

export const MoveToFolderBody = z
  .strictObject({
    /** The lesson to move... */
    flow_id: FlowId.optional(),
    /** ...or the folder (with everything in it). */
    folder_id: FolderId.optional(),
    /** Where to: a folder of the same space, or null for the top level. */
    parentId: FolderId.nullable(),
  })
  .refine((body) => (body.flow_id === undefined) !== (body.folder_id === undefined), {
    error: LESSON_MESSAGES.moveWhat,
  });
export type MoveToFolderBody = z.input<typeof MoveToFolderBody>;

export const FolderItem = z
  .object({
    id: z.string(),
    name: z.string(),
    space: LessonSpace,
    parentId: z.string().nullable(),
    /** Everything inside, at any depth (what deleting it would delete). */
    lessonCount: z.number().int(),
    folderCount: z.number().int(),
    fileCount: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'LessonFolder' });
export type FolderItem = z.infer<typeof FolderItem>;

export const moveToFolderRoute = defineRoute({
  method: 'POST',
  path: '/api/v2/flow/move-to-folder',
  summary:
    'Move a lesson (flow_id) or a folder (folder_id) into another folder of its space, or to the top level (parentId null); a folder never into itself or its own folders; 409 with conflictId when the name is taken there',
  tags,
  access: staff,
  body: MoveToFolderBody,
  response: envelope(z.object({ lesson: LessonItem.nullable(), folder: FolderItem.nullable() })),
});

/** What a name clash interrupted, sent again to replace or keep-both. */
export const ConflictActionBody = z.discriminatedUnion(
  'action',
  [
    AddIwbBody.extend({ action: z.literal('create') }),
    RenameIwbBody.extend({ action: z.literal('rename') }),
    z.strictObject({ action: z.literal('move'), flow_id: FlowId, parentId: FolderId.nullable() }),
    UpdateLessonTypeBody.extend({ action: z.literal('type') }),
  ],
  { error: LESSON_MESSAGES.invalidAction },
);
export type ConflictActionBody = z.input<typeof ConflictActionBody>;

export const replaceLessonRoute = defineRoute({
  method: 'POST',
  path: '/api/v2/flow/replace',
  summary:
    'Finish a create, rename, move or type change that met a taken name by deleting the lesson that holds the name (with its pages and publications), in one transaction; replacedId names it (null if it was gone)',
  tags,
  access: staff,
  body: ConflictActionBody,
  response: envelope(z.object({ lesson: LessonDetail, replacedId: z.string().nullable() })),
});

export const keepBothRoute = defineRoute({
  method: 'POST',
  path: '/api/v2/flow/keep-both',
  summary:
    "Finish a create, rename, move or type change that met a taken name under the next free name ('Name (2)', 'Name (3)' ...)",
  tags,
  access: staff,
  body: ConflictActionBody,
  response: envelope(LessonDetail),
});

export const MoveContentToFilesBody = z.strictObject({
  flow_ids: z
    .array(FlowId, { error: LESSON_MESSAGES.flowIdsNeeded })
    .min(1, { error: LESSON_MESSAGES.flowIdsNeeded })
    .max(LESSONS_MOVE_MAX, { error: LESSON_MESSAGES.tooManyFlowIds }),
  /** A folder of My Files, or the top level when absent. */
  parentId: FolderId.nullable().optional(),
});
export type MoveContentToFilesBody = z.input<typeof MoveContentToFilesBody>;

export const moveContentLessonsToMyFilesRoute = defineRoute({
  method: 'POST',
  path: '/api/v2/flow/move-content-lessons-to-my-files',
  summary:
    "Move Content lessons into My Files (space FILES), at its top level or into one of its folders; a name taken there gets the next free one ('Name (2)'); all or nothing",
  tags,
  access: staff,
  body: MoveContentToFilesBody,
  response: envelope(z.object({ lessons: z.array(LessonItem) })),
});

// ---------------------------------------------------------------------------------------------------
// v2 folder/

export const CreateFolderBody = z.strictObject({
  name: FolderName,
  space: LessonSpace.default('LESSONS'),
  /** The folder to create it in; the top level when absent. */
  parentId: FolderId.nullable().optional(),
});
export type CreateFolderBody = z.input<typeof CreateFolderBody>;

export const createFolderRoute = defineRoute({
  method: 'POST',
  path: '/api/v2/folder',
  summary:
    "A new folder of the caller's in My Lessons, My Content or My Files, at the top or inside another of the same space; 409 with conflictId when the name is taken there",
  tags,
  access: staff,
  body: CreateFolderBody,
  response: envelope(FolderItem),
});

export const FolderContents = z
  .object({
    space: LessonSpace,
    /** The folder listed; null at the top level. */
    folder: FolderItem.nullable(),
    /** From the top down to the folder listed (empty at the top level). */
    breadcrumbs: z.array(FolderRef),
    folders: z.array(FolderItem),
    /** Its lessons by name (at most 500; v2 flow/getWhiteBoard-paginated pages through them). */
    lessons: z.array(LessonItem),
  })
  .meta({ id: 'LessonFolderContents' });
export type FolderContents = z.infer<typeof FolderContents>;

export const FolderContentsQuery = z.strictObject({
  /** The folder; the top level of `space` when absent. */
  id: FolderId.optional(),
  space: LessonSpace.default('LESSONS'),
});
export type FolderContentsQuery = z.input<typeof FolderContentsQuery>;

export const folderContentsRoute = defineRoute({
  method: 'GET',
  path: '/api/v2/folder',
  summary: "A folder of the caller's (id), or the top level of a space: its subfolders and lessons, with breadcrumbs",
  tags,
  access: staff,
  query: FolderContentsQuery,
  response: envelope(FolderContents),
});

export const RenameFolderBody = z.strictObject({ id: FolderId, name: FolderName });
export type RenameFolderBody = z.input<typeof RenameFolderBody>;

export const renameFolderRoute = defineRoute({
  method: 'POST',
  path: '/api/v2/folder/rename',
  summary: "Rename one of the caller's folders; 409 with conflictId when its parent already holds the name",
  tags,
  access: staff,
  body: RenameFolderBody,
  response: envelope(FolderItem),
});

export const FolderTreeRow = z.object({
  id: z.string(),
  name: z.string(),
  parentId: z.string().nullable(),
  /** 0 at the top level. */
  depth: z.number().int(),
});
export type FolderTreeRow = z.infer<typeof FolderTreeRow>;

export const FolderHierarchy = z
  .object({ space: LessonSpace, folders: z.array(FolderTreeRow) })
  .meta({ id: 'LessonFolderHierarchy' });
export type FolderHierarchy = z.infer<typeof FolderHierarchy>;

export const folderHierarchyRoute = defineRoute({
  method: 'GET',
  path: '/api/v2/folder/hierarchy',
  summary: "Every folder of the caller's in one space, as a tree in reading order (each after its parent, by name)",
  tags,
  access: staff,
  query: z.strictObject({ space: LessonSpace.default('LESSONS') }),
  response: envelope(FolderHierarchy),
});

export const deleteFolderRoute = defineRoute({
  method: 'DELETE',
  path: '/api/v2/folder/:id',
  summary:
    "Delete one of the caller's folders WITH everything in it: its folders and their lessons (pages and publications too), at any depth. A folder of My Files that still holds uploaded files is refused (409) until they are moved or deleted",
  tags,
  access: staff,
  params: z.object({ id: FolderId }),
  response: envelope(z.object({ id: z.string(), deletedLessons: z.number().int(), deletedFolders: z.number().int() })),
});
