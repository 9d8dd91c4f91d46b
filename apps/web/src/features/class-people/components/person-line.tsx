import { Avatar, Box, Chip, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { initials, personName } from '../../../lib/format';
import { UserText } from '../../../lib/ui/user-text';

/** One person in a list: avatar, name, email and what else the list adds. */
export function PersonLine(props: {
  person: { first_name: string; last_name: string | null; email: string; registered?: boolean };
  extra?: ReactNode;
  action?: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Stack
      direction="row"
      spacing={1.5}
      sx={{ alignItems: 'center', py: 1, px: 0.5, borderBottom: 1, borderColor: 'divider' }}
      data-testid={props.testId}
    >
      <Avatar sx={{ width: 36, height: 36, fontSize: '0.9rem', bgcolor: 'primary.main' }} aria-hidden>
        {initials(props.person)}
      </Avatar>
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }} noWrap>
            <UserText>{personName(props.person)}</UserText>
          </Typography>
          {props.person.registered === false && <Chip size="small" label={t('classPeople.invited')} />}
        </Stack>
        <Typography variant="body2" color="text.secondary" noWrap>
          {props.person.email}
        </Typography>
        {props.extra}
      </Box>
      {props.action}
    </Stack>
  );
}
