import AddIcon from '@mui/icons-material/Add';
import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined';
import {
  ASSESSMENT_FILTERS,
  ASSESSMENT_PAGE_SIZE,
  ASSESSMENT_SORTS,
  type AssessmentCategory,
  type AssessmentFilter,
  type AssessmentListItem,
  type AssessmentSort,
} from '@bright/contracts';
import {
  Alert,
  Box,
  Button,
  Card,
  CardActionArea,
  CardContent,
  Chip,
  Pagination,
  Paper,
  Skeleton,
  Stack,
  Tab,
  Tabs,
  Typography,
} from '@mui/material';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { SearchField } from '../../../lib/ui/search-field';
import { SortSelect } from '../../../lib/ui/sort-select';
import { useAssessmentPage } from '../api/assessments';
import { editorPath } from '../lib/paths';
import { CreateAssessmentDialog } from './create-assessment-dialog';
import { UserText } from '../../../lib/ui/user-text';

function ItemCard({ item, showClass }: { item: AssessmentListItem; showClass: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <Card variant="outlined" data-testid="assessment-item" data-name={item.name}>
      <CardActionArea component={RouterLink} to={editorPath(item.id)}>
        <CardContent>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere', fontSize: '1.1rem' }}>
                <UserText>{item.name}</UserText>
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {[showClass ? item.className : null, t(`assessments.type.${item.type}`)].filter(Boolean).join(' · ')}
              </Typography>
            </Box>
            <Box>
              <Chip
                size="small"
                color={item.published ? 'success' : 'default'}
                label={t(item.published ? 'assessments.status.published' : 'assessments.status.draft')}
                data-testid="assessment-status"
              />
            </Box>
          </Stack>
          <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }}>
            <Chip
              size="small"
              variant="outlined"
              label={t('assessments.list.questions', { count: item.questionCount })}
            />
            <Chip
              size="small"
              variant="outlined"
              label={t('assessments.list.submitted', { submitted: item.submittedCount, assigned: item.assignedCount })}
            />
            {item.dueOn && (
              <Chip
                size="small"
                variant="outlined"
                label={t('assessments.list.due', { date: formatDateTime(item.dueOn, i18n.language) })}
              />
            )}
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** Tests or My Assignments (or one class's), a page of 10 at a time, filtered, sorted and searched. */
export function AssessmentList({ category, classId }: { category: AssessmentCategory; classId?: string }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<AssessmentFilter>('ALL');
  const [sort, setSort] = useState<AssessmentSort>('DATE_CREATED');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const deferredSearch = useDeferredValue(search.trim());
  const query = {
    classId,
    category,
    filter,
    sort,
    search: deferredSearch || undefined,
    skip: (page - 1) * ASSESSMENT_PAGE_SIZE,
    limit: ASSESSMENT_PAGE_SIZE,
  };
  const list = useAssessmentPage(query);
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / ASSESSMENT_PAGE_SIZE));
  const reset = () => setPage(1);

  return (
    <Stack spacing={2} data-testid="assessment-list">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <SearchField
          label={t('assessments.list.search')}
          value={search}
          onChange={(value) => {
            setSearch(value);
            reset();
          }}
          testId="assessment-search"
        />
        <SortSelect
          label={t('assessments.list.sort')}
          value={sort}
          options={ASSESSMENT_SORTS}
          labelOf={(value) => t(`assessments.sort.${value}`)}
          onChange={(value) => {
            setSort(value);
            reset();
          }}
          testId="assessment-sort"
        />
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setCreating(true)}
          data-testid="create-assessment"
          sx={{ flexShrink: 0 }}
        >
          {t(category === 'TEST' ? 'assessments.create.openTest' : 'assessments.create.openAssignment')}
        </Button>
      </Stack>
      <Tabs
        value={filter}
        onChange={(_, value: AssessmentFilter) => {
          setFilter(value);
          reset();
        }}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('assessments.list.filter')}
      >
        {ASSESSMENT_FILTERS.map((value) => (
          <Tab key={value} value={value} label={t(`assessments.filter.${value}`)} data-testid={`filter-${value}`} />
        ))}
      </Tabs>
      {list.isPending && (
        <Stack spacing={1.5} aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={104} />
          ))}
        </Stack>
      )}
      {list.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void list.refetch()}>
              {t('assessments.common.retry')}
            </Button>
          }
        >
          {list.error.message}
        </Alert>
      )}
      {list.data && list.data.items.length === 0 && (
        <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }} data-testid="assessment-empty">
          <AssignmentOutlinedIcon color="primary" sx={{ fontSize: 48 }} aria-hidden />
          <Typography variant="h6" component="p">
            {t(search || filter !== 'ALL' ? 'assessments.list.noMatch' : 'assessments.list.empty')}
          </Typography>
          <Typography color="text.secondary">{t('assessments.list.emptyHint')}</Typography>
        </Paper>
      )}
      {list.data && list.data.items.length > 0 && (
        <Stack spacing={1.5} sx={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
          {list.data.items.map((item) => (
            <ItemCard key={item.id} item={item} showClass={!classId} />
          ))}
        </Stack>
      )}
      {pages > 1 && (
        <Pagination
          count={pages}
          page={page}
          onChange={(_, value) => setPage(value)}
          sx={{ alignSelf: 'center' }}
          data-testid="assessment-pages"
        />
      )}
      {creating && (
        <CreateAssessmentDialog open onClose={() => setCreating(false)} category={category} classId={classId} />
      )}
    </Stack>
  );
}
