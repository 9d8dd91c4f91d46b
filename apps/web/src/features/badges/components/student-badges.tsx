import { Alert, Badge as CountBadge, Box, Skeleton, Stack, Tooltip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useStudentBadges } from '../api/badges';
import { BadgeIcon } from './badge-icon';

/** A student's badges in a class: each kind once with how many times it was given. */
export function StudentBadges({ classId, studentId }: { classId: string; studentId?: string }) {
  const { t } = useTranslation();
  const badges = useStudentBadges(classId, studentId);
  if (badges.isPending) return <Skeleton variant="rounded" height={72} />;
  if (badges.isError) return <Alert severity="error">{t('badges.failed')}</Alert>;
  return (
    <Stack spacing={1} data-testid="student-badges">
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {t('badges.mine')}
      </Typography>
      {badges.data.counts.length === 0 ? (
        <Typography color="text.secondary">{t('badges.none')}</Typography>
      ) : (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
          {badges.data.counts.map((entry) => (
            <Tooltip key={entry.badgeType} title={t(`badges.types.${entry.badgeType}.description`)}>
              <Stack spacing={0.5} sx={{ alignItems: 'center', width: 88 }} data-testid={`my-badge-${entry.badgeType}`}>
                <CountBadge badgeContent={entry.count > 1 ? `×${entry.count}` : 0} color="primary">
                  <BadgeIcon badgeType={entry.badgeType} size={48} />
                </CountBadge>
                <Box component="span" sx={{ typography: 'caption', textAlign: 'center' }}>
                  {t(`badges.types.${entry.badgeType}.name`)}
                </Box>
              </Stack>
            </Tooltip>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
