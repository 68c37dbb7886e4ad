// Mantine's whole stylesheet, in its layer, for every screen of the driver portal: the first
// load carries only the styles of the shop's own pages (app/styles/mantine-shell.css). The
// portal's layout and each of its pages import this, as the pages load beside the layout, not
// through it.
import '@mantine/core/styles.layer.css';
