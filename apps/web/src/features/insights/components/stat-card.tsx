import { Paper, Typography } from '@mui/material';

/** `ltr`: a value written left to right in every language (+6 / −1). */
export function StatCard({
  label,
  value,
  testId,
  ltr,
}: {
  label: string;
  value: string;
  testId: string;
  ltr?: boolean;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: '1 1 140px', minWidth: 0 }} data-testid={testId}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h5" component="p" sx={{ fontWeight: 800 }}>
        {ltr ? <bdi dir="ltr">{value}</bdi> : value}
      </Typography>
    </Paper>
  );
}

export function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 }, minWidth: 0 }}>
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
