import GridViewIcon from '@mui/icons-material/GridView';
import QuizOutlinedIcon from '@mui/icons-material/QuizOutlined';
import StyleOutlinedIcon from '@mui/icons-material/StyleOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import ViewListIcon from '@mui/icons-material/ViewList';
import {
  MY_FILE_ITEM_KINDS,
  MY_FILE_SORTS,
  MY_FILES_UPLOAD,
  type MyFileItem,
  type MyFileSort,
} from '@bright/contracts';
import { Button, Stack, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchField } from '../../../lib/ui/search-field';
import { SelectField } from '../../../lib/ui/select-field';
import { SortSelect } from '../../../lib/ui/sort-select';
import type { DeckKind } from './deck-editor-dialog';
import type { FileView } from './file-items';

export interface ToolbarState {
  search: string;
  sort: MyFileSort;
  kind: MyFileItem['kind'] | '';
  view: FileView;
}

/** Upload, new deck, new quiz cards; search, kind, order, and list or grid. */
export function MyFilesToolbar(props: {
  state: ToolbarState;
  onChange: (change: Partial<ToolbarState>) => void;
  onFiles: (files: File[]) => void;
  onNewDeck: (kind: DeckKind) => void;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const { state, onChange } = props;
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <input
          ref={input}
          type="file"
          hidden
          multiple
          accept={MY_FILES_UPLOAD.types.join(',')}
          onChange={(event) => {
            props.onFiles(Array.from(event.target.files ?? []));
            event.target.value = '';
          }}
          data-testid="my-files-input"
        />
        <Button
          variant="contained"
          startIcon={<UploadFileIcon />}
          onClick={() => input.current?.click()}
          data-testid="my-files-upload"
        >
          {t('myFiles.upload.button')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<StyleOutlinedIcon />}
          onClick={() => props.onNewDeck('FLASHCARD')}
          data-testid="new-flashcards"
        >
          {t('myFiles.deck.new')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<QuizOutlinedIcon />}
          onClick={() => props.onNewDeck('QUIZCARD')}
          data-testid="new-quizcards"
        >
          {t('myFiles.quiz.new')}
        </Button>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'center' } }}>
        <SearchField
          label={t('myFiles.search')}
          value={state.search}
          onChange={(search) => onChange({ search })}
          testId="my-files-search"
        />
        <SelectField
          label={t('myFiles.kindFilter')}
          value={state.kind}
          emptyLabel={t('myFiles.allKinds')}
          options={MY_FILE_ITEM_KINDS.map((kind) => ({ value: kind, label: t(`myFiles.kindNames.${kind}`) }))}
          onChange={(kind) => onChange({ kind })}
          minWidth={150}
          testId="my-files-kind"
        />
        <SortSelect
          label={t('myFiles.sort.label')}
          value={state.sort}
          options={MY_FILE_SORTS}
          labelOf={(sort) => t(`myFiles.sort.${sort}`)}
          onChange={(sort) => onChange({ sort })}
        />
        <ToggleButtonGroup
          exclusive
          size="small"
          value={state.view}
          onChange={(_, view: FileView | null) => view && onChange({ view })}
          aria-label={t('myFiles.view.label')}
        >
          <ToggleButton value="list" aria-label={t('myFiles.view.list')} data-testid="view-list">
            <ViewListIcon />
          </ToggleButton>
          <ToggleButton value="grid" aria-label={t('myFiles.view.grid')} data-testid="view-grid">
            <GridViewIcon />
          </ToggleButton>
        </ToggleButtonGroup>
      </Stack>
    </Stack>
  );
}
