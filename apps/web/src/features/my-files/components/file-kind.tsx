import AudioFileOutlinedIcon from '@mui/icons-material/AudioFileOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import MenuBookOutlinedIcon from '@mui/icons-material/MenuBookOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import QuizOutlinedIcon from '@mui/icons-material/QuizOutlined';
import StyleOutlinedIcon from '@mui/icons-material/StyleOutlined';
import type { MyFileItem } from '@bright/contracts';

/** What a row is, as the list names it: the i18n key under myFiles.kinds. */
export function kindKey(item: Pick<MyFileItem, 'kind' | 'contentType'>) {
  if (item.kind !== 'FILE') return item.kind.toLowerCase();
  const type = item.contentType ?? '';
  if (type.startsWith('image/')) return 'picture';
  if (type === 'application/pdf') return 'pdf';
  if (type.startsWith('audio/')) return 'audio';
  return 'document';
}

const ICONS = {
  picture: ImageOutlinedIcon,
  pdf: PictureAsPdfOutlinedIcon,
  audio: AudioFileOutlinedIcon,
  document: DescriptionOutlinedIcon,
  flashcard: StyleOutlinedIcon,
  quizcard: QuizOutlinedIcon,
  lesson: MenuBookOutlinedIcon,
} as const;

export function KindIcon({ item, fontSize }: { item: Pick<MyFileItem, 'kind' | 'contentType'>; fontSize?: 'large' }) {
  const Icon = ICONS[kindKey(item) as keyof typeof ICONS] ?? DescriptionOutlinedIcon;
  return <Icon color="primary" fontSize={fontSize ?? 'medium'} aria-hidden />;
}

/** Bytes as the list shows them: "12 KB", "3.4 MB". */
export function formatSize(bytes: number, language: string) {
  const format = (value: number, unit: string) =>
    `${new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(value)} ${unit}`;
  if (bytes < 1024 * 1024) return format(Math.max(1, Math.round(bytes / 1024)), 'KB');
  return format(bytes / (1024 * 1024), 'MB');
}

/** Pictures and PDFs open in the preview; other uploads are downloaded. */
export const canPreview = (item: MyFileItem) =>
  item.kind === 'FILE' && Boolean(item.contentType?.startsWith('image/') || item.contentType === 'application/pdf');
