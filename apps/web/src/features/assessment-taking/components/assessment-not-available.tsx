import { Box, Stack, Typography, useTheme } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** SPEC §8: the assessment-not-available image, for an entry whose assessment does not exist. */
export function AssessmentNotAvailable() {
  const { t } = useTranslation();
  const theme = useTheme();
  const line = theme.palette.text.secondary;
  const accent = theme.palette.primary.main;
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', justifyContent: 'center', minHeight: '60vh', textAlign: 'center' }}>
      <Box
        component="svg"
        viewBox="0 0 200 160"
        role="img"
        aria-labelledby="assessment-na-title"
        data-testid="assessment-not-available"
        sx={{ width: { xs: 180, sm: 240 }, height: 'auto' }}
      >
        <title id="assessment-na-title">{t('assessmentTaking.notAvailable')}</title>
        <rect
          x="40"
          y="18"
          width="104"
          height="128"
          rx="10"
          fill={theme.palette.background.paper}
          stroke={line}
          strokeWidth="3"
        />
        <rect x="70" y="10" width="44" height="18" rx="5" fill={accent} />
        {[52, 74, 96].map((y) => (
          <g key={y}>
            <rect x="56" y={y} width="12" height="12" rx="2" fill="none" stroke={line} strokeWidth="2.5" />
            <line
              x1="76"
              y1={y + 6}
              x2="128"
              y2={y + 6}
              stroke={line}
              strokeWidth="3"
              strokeLinecap="round"
              opacity="0.5"
            />
          </g>
        ))}
        <circle cx="146" cy="112" r="30" fill={theme.palette.background.paper} stroke={accent} strokeWidth="5" />
        <line x1="167" y1="133" x2="188" y2="154" stroke={accent} strokeWidth="8" strokeLinecap="round" />
        <line
          x1="134"
          y1="100"
          x2="158"
          y2="124"
          stroke={theme.palette.error.main}
          strokeWidth="5"
          strokeLinecap="round"
        />
        <line
          x1="158"
          y1="100"
          x2="134"
          y2="124"
          stroke={theme.palette.error.main}
          strokeWidth="5"
          strokeLinecap="round"
        />
      </Box>
      <Typography variant="h6" component="h1" role="alert">
        {t('assessmentTaking.notAvailable')}
      </Typography>
      <Typography color="text.secondary">{t('assessmentTaking.notAvailableBody')}</Typography>
    </Stack>
  );
}
