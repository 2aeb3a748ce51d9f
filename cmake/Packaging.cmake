# The Debian package, made by CPack from the install rules (resources/CMakeLists.txt):
#   cmake --build BUILD && (cd BUILD && cpack -G DEB)   ->  BUILD/bashni_VERSION-1_ARCH.deb
# Installs under /usr. Debian's dpkg triggers (desktop-file-utils, shared-mime-info, man-db and,
# where installed, the icon cache) refresh the desktop, MIME, man and icon databases on install
# and removal, so the package has no maintainer scripts.
# dpkg-shlibdeps (package dpkg-dev) works out the Qt 6 and C++ runtime libraries it depends on.

# Placeholders until the project has its own address and list: the public repository and the
# maintainer's mail address below are not real yet.
set(BASHNI_HOMEPAGE "https://github.com/bashni/bashni")
set(BASHNI_MAINTAINER "The Bashni developers <bashni@example.org>")

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME bashni)
set(CPACK_PACKAGE_VENDOR "The Bashni developers")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_CONTACT "${BASHNI_MAINTAINER}")
set(CPACK_PACKAGE_HOMEPAGE_URL "${BASHNI_HOMEPAGE}")
set(CPACK_RESOURCE_FILE_LICENSE ${PROJECT_SOURCE_DIR}/LICENSE)
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "column draughts (Bashni) for the desktop")
# The extended description; CPack indents it for the control file.
set(CPACK_PACKAGE_DESCRIPTION
    "Bashni (Russian for \"towers\"), also called column draughts, is Russian
draughts in which captured pieces are not removed: the captured top piece goes
under the capturing piece, so columns grow, change owner when their top is
taken, and nothing ever leaves the board.
Play against the computer at ten levels or against a friend; save, replay and
analyse games (PDN files) and set up positions. Also contains bashni-cli, the
rules engine on the command line, and bashni-server, a game server with a
lobby, refereed games and clocks, ratings, spectators and an archive.")
set(CPACK_VERBATIM_VARIABLES ON) # the values above reach CPack as written, quotes included
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_INSTALL_DEFAULT_DIRECTORY_PERMISSIONS
    OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ GROUP_EXECUTE WORLD_READ WORLD_EXECUTE)

set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${BASHNI_MAINTAINER}")
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "${BASHNI_HOMEPAGE}")
set(CPACK_DEBIAN_PACKAGE_RELEASE 1)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT) # bashni_0.4.0-1_amd64.deb
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# Loaded as plug-ins, so dpkg-shlibdeps cannot see them: the SVG image and icon engines
# (libqt6svg6). The xcb platform plug-in comes with libqt6gui6, which shlibdeps finds.
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libqt6svg6")
# Native Wayland windows, Qt's own translations for the standard dialogs, the icon theme's index.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-wayland, qt6-translations-l10n, hicolor-icon-theme")
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)

include(CPack)
