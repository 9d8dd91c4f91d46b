import AddIcon from '@mui/icons-material/Add';
import CreateNewFolderOutlinedIcon from '@mui/icons-material/CreateNewFolderOutlined';
import GridViewIcon from '@mui/icons-material/GridView';
import ViewListIcon from '@mui/icons-material/ViewList';
import { LESSON_SORTS, type LessonSort } from '@bright/contracts';
import { Button, Stack, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SearchField } from '../../../lib/ui/search-field';
import { SortSelect } from '../../../lib/ui/sort-select';
import type { ItemsView } from './lesson-items';

export interface ToolbarState {
  search: string;
  sort: LessonSort;
  view: ItemsView;
}

/** New lesson, new folder; search (every folder), order and list or grid. */
export function LessonsToolbar(props: {
  state: ToolbarState;
  onChange: (change: Partial<ToolbarState>) => void;
  onNewLesson: () => void;
  onNewFolder: () => void;
}) {
  const { t } = useTranslation();
  const { state, onChange } = props;
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button variant="contained" startIcon={<AddIcon />} onClick={props.onNewLesson} data-testid="new-lesson">
          {t('lessons.newLesson.button')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<CreateNewFolderOutlinedIcon />}
          onClick={props.onNewFolder}
          data-testid="new-folder"
        >
          {t('lessons.newFolder.button')}
        </Button>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'center' } }}>
        <SearchField
          label={t('lessons.search')}
          value={state.search}
          onChange={(search) => onChange({ search })}
          testId="lessons-search"
        />
        <SortSelect
          label={t('lessons.sort.label')}
          value={state.sort}
          options={LESSON_SORTS}
          labelOf={(sort) => t(`lessons.sort.${sort}`)}
          onChange={(sort) => onChange({ sort })}
          testId="lessons-sort"
        />
        <ToggleButtonGroup
          exclusive
          size="small"
          value={state.view}
          onChange={(_, view: ItemsView | null) => view && onChange({ view })}
          aria-label={t('lessons.view.label')}
        >
          <ToggleButton value="list" aria-label={t('lessons.view.list')} data-testid="lessons-view-list">
            <ViewListIcon />
          </ToggleButton>
          <ToggleButton value="grid" aria-label={t('lessons.view.grid')} data-testid="lessons-view-grid">
            <GridViewIcon />
          </ToggleButton>
        </ToggleButtonGroup>
      </Stack>
    </Stack>
  );
}
