import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, TextField } from '@mui/material';

/** The search box of a list: a placeholder that is also its accessible name, at most 100 characters. */
export function SearchField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  testId: string;
}) {
  return (
    <TextField
      size="small"
      placeholder={props.label}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      sx={{ flexGrow: 1 }}
      slotProps={{
        htmlInput: { 'aria-label': props.label, maxLength: 100, 'data-testid': props.testId },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
