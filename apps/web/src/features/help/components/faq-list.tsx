import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Box, Typography } from '@mui/material';
import type { QuestionAndAnswer } from '../help-content';

/** Questions as accordions (keyboard: Tab to a question, Enter or Space opens it). */
export function FaqList({ items, idPrefix }: { items: QuestionAndAnswer[]; idPrefix: string }) {
  return (
    <Box>
      {items.map((item, index) => (
        <Accordion key={item.q} disableGutters variant="outlined" data-testid={`${idPrefix}-item`}>
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            id={`${idPrefix}-${index}-header`}
            aria-controls={`${idPrefix}-${index}-content`}
          >
            <Typography component="h3" sx={{ fontWeight: 600 }}>
              {item.q}
            </Typography>
          </AccordionSummary>
          <AccordionDetails id={`${idPrefix}-${index}-content`}>
            <Typography sx={{ whiteSpace: 'pre-line' }}>{item.a}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
