import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import Button from '@mui/material/Button';
import { useRef, type ChangeEvent } from 'react';
import { IMAGE_ACCEPT } from './image-rules';

interface FileButtonProps {
  id: string;
  /** The hidden input's name for assistive technology and tests. */
  inputLabel: string;
  label: string;
  multiple?: boolean;
  disabled?: boolean;
  describedBy?: string;
  onFiles: (files: File[]) => void;
}

/** A visible, keyboard-reachable button that opens a hidden native file picker. */
export function FileButton({ id, inputLabel, label, multiple = false, disabled, describedBy, onFiles }: FileButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Cleared so that choosing the same file again is a change too.
    event.target.value = '';
    if (files.length > 0) onFiles(files);
  };
  return (
    <>
      <input ref={input} type="file" accept={IMAGE_ACCEPT} multiple={multiple} hidden aria-label={inputLabel} onChange={onChange} />
      <Button
        id={id}
        variant="outlined"
        startIcon={<AddPhotoAlternateOutlinedIcon />}
        onClick={() => input.current?.click()}
        disabled={disabled}
        aria-describedby={describedBy}
        sx={{ alignSelf: 'flex-start' }}
      >
        {label}
      </Button>
    </>
  );
}
