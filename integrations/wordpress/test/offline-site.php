<?php
/**
 * A must-use plugin of the test site only: the site has no internet, so WordPress does not ask
 * wordpress.org for updates (each failed check would log a PHP warning of WordPress's own).
 *
 * @package MapStudio
 */

foreach ( array(
	'admin_init'           => array( '_maybe_update_core', '_maybe_update_plugins', '_maybe_update_themes' ),
	'load-plugins.php'     => array( 'wp_update_plugins' ),
	'load-themes.php'      => array( 'wp_update_themes' ),
	'load-update.php'      => array( 'wp_update_plugins', 'wp_update_themes' ),
	'load-update-core.php' => array( 'wp_update_plugins', 'wp_update_themes' ),
	'wp_version_check'     => array( 'wp_version_check' ),
) as $mapsvg_test_hook => $mapsvg_test_callbacks ) {
	foreach ( $mapsvg_test_callbacks as $mapsvg_test_callback ) {
		remove_action( $mapsvg_test_hook, $mapsvg_test_callback );
	}
}
