/**
 * The reference for PERFORMANCE.md row 1: a plain React + MUI app shell, in one chunk as an app
 * without code splitting sends it, with the twelve MUI components this product's shell is made of
 * (header with drawer and language menu, card grid, sign-in form, dialog) and nothing of ours.
 * The home route may send at most 1.25× what this sends.
 */
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Container from '@mui/material/Container';
import CssBaseline from '@mui/material/CssBaseline';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { StrictMode, useState, type MouseEvent } from 'react';
import { createRoot } from 'react-dom/client';

const theme = createTheme({ palette: { primary: { main: '#0b6e4f' } } });
const CARDS = ['One', 'Two', 'Three'];

function Shell() {
  const [open, setOpen] = useState(false);
  const [languageAnchor, setLanguageAnchor] = useState<HTMLElement | null>(null);
  const [signingIn, setSigningIn] = useState(false);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <AppBar position="sticky">
        <Toolbar>
          <IconButton color="inherit" aria-label="Menu" onClick={() => setOpen(true)}>
            <MenuIcon />
          </IconButton>
          <Typography variant="h6" component="p" sx={{ flexGrow: 1 }}>
            Reference
          </Typography>
          <Button color="inherit" onClick={(event: MouseEvent<HTMLElement>) => setLanguageAnchor(event.currentTarget)}>
            Language
          </Button>
          <Button color="inherit" onClick={() => setSigningIn(true)}>
            Sign in
          </Button>
        </Toolbar>
      </AppBar>
      <Menu anchorEl={languageAnchor} open={languageAnchor !== null} onClose={() => setLanguageAnchor(null)}>
        <MenuItem onClick={() => setLanguageAnchor(null)}>English</MenuItem>
        <MenuItem onClick={() => setLanguageAnchor(null)}>বাংলা</MenuItem>
      </Menu>
      <Dialog open={signingIn} onClose={() => setSigningIn(false)}>
        <DialogContent>
          <TextField label="Email" type="email" fullWidth margin="normal" />
          <TextField label="Password" type="password" fullWidth margin="normal" />
        </DialogContent>
      </Dialog>
      <Drawer open={open} onClose={() => setOpen(false)}>
        <List>
          {CARDS.map((name) => (
            <ListItemButton key={name}>{name}</ListItemButton>
          ))}
        </List>
      </Drawer>
      <Container component="main" sx={{ py: 4 }}>
        <Typography variant="h3" component="h1">
          A React + MUI shell
        </Typography>
        {CARDS.map((name) => (
          <Card key={name} sx={{ my: 2 }}>
            <CardMedia sx={{ height: 120, bgcolor: 'primary.light' }} />
            <CardContent>
              <Typography>{name}</Typography>
            </CardContent>
          </Card>
        ))}
      </Container>
    </ThemeProvider>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <Shell />
  </StrictMode>,
);
