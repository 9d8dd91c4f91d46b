import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import type { InstituteListItem } from '@bright/contracts';
import { Box, Card, CardActionArea, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { UserText } from '../../../lib/ui/user-text';

/** Institutes as large, tappable cards; the selected one is marked. */
export function InstituteCardList({
  institutes,
  selectedId,
  onSelect,
  disabled,
}: {
  institutes: InstituteListItem[];
  selectedId: string | null;
  onSelect: (institute: InstituteListItem) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1.5} role="radiogroup" aria-label={t('institutes.listLabel')}>
      {institutes.map((institute) => {
        const selected = institute.instituteId === selectedId;
        return (
          <Card
            key={institute.instituteId}
            variant="outlined"
            sx={{ borderColor: selected ? 'primary.main' : 'divider', borderWidth: selected ? 2 : 1 }}
          >
            <CardActionArea
              role="radio"
              aria-checked={selected}
              disabled={disabled}
              onClick={() => onSelect(institute)}
              data-testid={`institute-${institute.instituteKneuraId}`}
            >
              <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
                {selected ? <CheckCircleIcon color="primary" /> : <RadioButtonUncheckedIcon color="action" />}
                <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                    <UserText>{institute.name}</UserText>
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('institutes.code', { code: institute.instituteKneuraId })}
                  </Typography>
                  <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
                    {institute.roles.map((role) => (
                      <Chip key={role} size="small" variant="outlined" label={t(`roles.${role}`)} />
                    ))}
                    {institute.isDefault && <Chip size="small" color="primary" label={t('institutes.defaultChip')} />}
                    {institute.isCurrent && <Chip size="small" label={t('institutes.current')} />}
                  </Stack>
                </Box>
              </CardContent>
            </CardActionArea>
          </Card>
        );
      })}
    </Stack>
  );
}
