import SearchIcon from '@mui/icons-material/Search';
import {
  Box,
  Chip,
  InputAdornment,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Skeleton,
  TextField,
  Typography,
} from '@mui/material';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperatorInstitutes } from '../api/operator';
import { LicencePanel } from './licence-panel';
import { UserText } from '../../../lib/ui/user-text';

/** Institutes by name or code, with their licence; choosing one opens its licence actions. */
export function InstitutesPanel() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const institutes = useOperatorInstitutes(deferred);
  const [selected, setSelected] = useState<string | null>(null);
  const chosen = institutes.data?.find((row) => row.instituteKneuraId === selected) ?? null;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2.5,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 3fr)' },
        alignItems: 'start',
      }}
    >
      <Box>
        <TextField
          fullWidth
          size="small"
          label={t('operator.institutes.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
            htmlInput: { 'data-testid': 'operator-search', maxLength: 100 },
          }}
        />
        {institutes.isPending && <Skeleton variant="rounded" height={120} sx={{ mt: 1 }} />}
        {institutes.data?.length === 0 && (
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            {t('operator.institutes.none')}
          </Typography>
        )}
        <List dense>
          {institutes.data?.map((row) => (
            <ListItem key={row.instituteId} disablePadding>
              <ListItemButton
                selected={row.instituteKneuraId === selected}
                onClick={() => setSelected(row.instituteKneuraId)}
                data-testid={`operator-institute-${row.instituteKneuraId}`}
                sx={{ borderRadius: 1, gap: 1 }}
              >
                <ListItemText
                  primary={<UserText>{row.name}</UserText>}
                  secondary={`${row.instituteKneuraId} · ${t('operator.institutes.teachers', { count: row.teachers })}, ${t('operator.institutes.students', { count: row.students })}`}
                  slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                />
                <Chip
                  size="small"
                  variant={row.license?.isUsable ? 'filled' : 'outlined'}
                  color={row.license?.isUsable ? 'success' : 'default'}
                  label={row.license ? row.license.planName : t('operator.institutes.noLicence')}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Box>
      <Box>
        {chosen ? (
          <LicencePanel key={chosen.instituteKneuraId} institute={chosen} />
        ) : (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {t('operator.institutes.choose')}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
