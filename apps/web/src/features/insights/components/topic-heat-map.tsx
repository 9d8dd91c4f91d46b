import type { TopicsProficiency } from '@bright/contracts';
import { Box, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { personName } from '../../../lib/format';
import { UserText } from '../../../lib/ui/user-text';
import { formatPercent, heatColour } from './format';

/** Topics across, students down: each cell the student's proficiency in the topic. */
export function TopicHeatMap({ data }: { data: TopicsProficiency }) {
  const { t, i18n } = useTranslation();
  if (data.topics.length === 0) return <Typography color="text.secondary">{t('insights.noTopics')}</Typography>;
  return (
    <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }} data-testid="topic-heat-map">
      <Table size="small" aria-label={t('insights.heatMap')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('insights.student')}</TableCell>
            {data.topics.map((topic) => (
              <TableCell key={topic.key} align="center">
                <UserText>{topic.label}</UserText>
                <Typography variant="caption" sx={{ display: 'block' }}>
                  {formatPercent(topic.percentage, i18n.language)}
                </Typography>
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {data.students.map((row) => (
            <TableRow key={row.student.id}>
              <TableCell component="th" scope="row">
                <UserText>{personName(row.student)}</UserText>
              </TableCell>
              {row.cells.map((cell, index) => {
                const colour = heatColour(cell?.percentage ?? null);
                return (
                  <TableCell
                    key={data.topics[index]!.key}
                    align="center"
                    data-testid={`heat-${row.student.id}-${data.topics[index]!.key}`}
                    data-percentage={cell?.percentage ?? ''}
                    sx={{ bgcolor: colour.bg, color: colour.fg, fontWeight: 700 }}
                  >
                    <Box component="span">{formatPercent(cell?.percentage, i18n.language)}</Box>
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
