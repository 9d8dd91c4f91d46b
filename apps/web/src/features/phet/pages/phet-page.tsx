import { PHET_GRADES, PHET_SUBJECTS } from '@bright/contracts';
import { Alert, Box, Stack, Typography } from '@mui/material';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../lib/ui/query-state';
import { SearchField } from '../../../lib/ui/search-field';
import { SelectField } from '../../../lib/ui/select-field';
import { type PhetFilter, usePhetSimulations } from '../api/phet';
import { SimulationCard } from '../components/simulation-card';

/** /phet: the PhET simulations the server lists, by title, subject and grade level. */
export function PhetPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<PhetFilter>({ subject: '', grade: '', search: '' });
  const search = useDeferredValue(filter.search);
  const sims = usePhetSimulations({ ...filter, search });
  const change = (next: Partial<PhetFilter>) => setFilter((current) => ({ ...current, ...next }));
  return (
    <Stack spacing={2} data-testid="phet-page">
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
        {t('phet.title')}
      </Typography>
      <Alert severity="info" data-testid="phet-note">
        {t('phet.note')}
      </Alert>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1 }}>
        <SearchField
          label={t('phet.search')}
          value={filter.search}
          onChange={(value) => change({ search: value })}
          testId="phet-search"
        />
        <SelectField
          label={t('phet.subject')}
          value={filter.subject}
          emptyLabel={t('phet.allSubjects')}
          options={PHET_SUBJECTS.map((subject) => ({ value: subject, label: t(`phet.subjects.${subject}`) }))}
          onChange={(subject) => change({ subject })}
          minWidth={170}
          testId="phet-subject"
        />
        <SelectField
          label={t('phet.grade')}
          value={filter.grade}
          emptyLabel={t('phet.allGrades')}
          options={PHET_GRADES.map((grade) => ({ value: grade, label: t(`phet.grades.${grade}`) }))}
          onChange={(grade) => change({ grade })}
          minWidth={170}
          testId="phet-grade"
        />
      </Stack>
      <QueryState query={sims} errorText={t('phet.loadFailed')} empty={t('phet.empty')} loadingHeight={320}>
        {(list) => (
          <>
            <Typography variant="body2" color="text.secondary" role="status" data-testid="phet-count">
              {t('phet.count', { count: list.length })}
            </Typography>
            <Box
              component="ul"
              data-testid="phet-list"
              sx={{
                m: 0,
                p: 0,
                display: 'grid',
                gap: 2,
                gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
              }}
            >
              {list.map((sim) => (
                <SimulationCard key={sim.id} sim={sim} />
              ))}
            </Box>
          </>
        )}
      </QueryState>
    </Stack>
  );
}
