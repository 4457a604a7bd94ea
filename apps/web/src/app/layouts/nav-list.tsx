import { useState } from 'react';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { mdiChevronDown, mdiChevronUp } from '@mdi/js';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../components/mdi-icon.tsx';
import type { NavEntry } from '../navigation.ts';

interface NavListProps {
  entries: NavEntry[];
  activeKey: string | undefined;
  localise: (path: string) => string;
  onNavigate?: () => void;
}

/** The drawer entries: links and collapsible groups; the group holding the active entry starts open. */
export function NavList({ entries, activeKey, localise, onNavigate }: NavListProps) {
  const { t } = useTranslation('nav');
  const [toggled, setToggled] = useState<Record<string, boolean>>({});
  const isOpen = (entry: NavEntry) =>
    toggled[entry.key] ?? Boolean(entry.children?.some((child) => child.key === activeKey));

  // A list of list items inside the navigation landmark: every link or group is an <li> of a <ul>.
  return (
    <nav aria-label={t('label')}>
      <List dense sx={{ py: 1 }}>
        {entries.map((entry) => {
          if (!entry.children) {
            return (
              <ListItem key={entry.key} disablePadding>
                <ListItemButton
                  component={RouterLink}
                  to={localise(entry.path ?? '/')}
                  selected={entry.key === activeKey}
                  aria-current={entry.key === activeKey ? 'page' : undefined}
                  onClick={onNavigate}
                >
                  <ListItemIcon sx={{ minWidth: 40 }}>
                    <MdiIcon path={entry.icon} />
                  </ListItemIcon>
                  <ListItemText primary={t(entry.key)} />
                </ListItemButton>
              </ListItem>
            );
          }
          const open = isOpen(entry);
          const groupId = `nav-group-${entry.key}`;
          return (
            <ListItem key={entry.key} disablePadding sx={{ display: 'block' }}>
              <ListItemButton
                aria-expanded={open}
                aria-controls={groupId}
                onClick={() => setToggled((state) => ({ ...state, [entry.key]: !open }))}
              >
                <ListItemIcon sx={{ minWidth: 40 }}>
                  <MdiIcon path={entry.icon} />
                </ListItemIcon>
                <ListItemText primary={t(entry.key)} />
                <MdiIcon path={open ? mdiChevronUp : mdiChevronDown} size={0.8} />
              </ListItemButton>
              <Collapse in={open} timeout="auto" unmountOnExit>
                <List id={groupId} dense disablePadding aria-label={t(entry.key)}>
                  {entry.children.map((child) => (
                    <ListItem key={child.key} disablePadding>
                      <ListItemButton
                        component={RouterLink}
                        to={localise(child.path)}
                        selected={child.key === activeKey}
                        aria-current={child.key === activeKey ? 'page' : undefined}
                        onClick={onNavigate}
                        sx={{ pl: 7 }}
                      >
                        <ListItemText primary={t(child.key)} />
                      </ListItemButton>
                    </ListItem>
                  ))}
                </List>
              </Collapse>
            </ListItem>
          );
        })}
      </List>
    </nav>
  );
}
