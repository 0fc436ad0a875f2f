#===- AscendPTOInstall.cmake - cmake --install ----------------------------===#
#
# `cmake --install build [--prefix DIR]` installs:
#   lib/libAscendPTO.so                      the llc plugin
#   bin/pto-plan, bin/pto-cc                 the tools
#   include/ascendpto/pto.h                  the C kernel header
#   share/doc/AscendPTO/                     README.md and docs/
#   lib/cmake/AscendPTO/                     the CMake package
#                                            (find_package(AscendPTO))
#
#===----------------------------------------------------------------------===#

include(GNUInstallDirs)
include(CMakePackageConfigHelpers)

set(ASCENDPTO_INSTALL_PLUGIN "${CMAKE_INSTALL_LIBDIR}/libAscendPTO.so")
set(ASCENDPTO_INSTALL_INCLUDEDIR "${CMAKE_INSTALL_INCLUDEDIR}/ascendpto")
set(ASCENDPTO_INSTALL_CMAKEDIR "${CMAKE_INSTALL_LIBDIR}/cmake/AscendPTO")

# The installed tools find the distribution's libLLVM where they were built.
set_target_properties(pto-plan PROPERTIES INSTALL_RPATH "${LLVM_LIBRARY_DIR}")

install(TARGETS AscendPTO LIBRARY DESTINATION "${CMAKE_INSTALL_LIBDIR}")
install(TARGETS pto-plan RUNTIME DESTINATION "${CMAKE_INSTALL_BINDIR}")
install(PROGRAMS utils/clang/pto-cc DESTINATION "${CMAKE_INSTALL_BINDIR}")
install(FILES utils/clang/pto.h DESTINATION "${ASCENDPTO_INSTALL_INCLUDEDIR}")
install(FILES README.md DESTINATION "${CMAKE_INSTALL_DOCDIR}")
install(DIRECTORY docs/ DESTINATION "${CMAKE_INSTALL_DOCDIR}/docs")

configure_package_config_file(
  cmake/AscendPTOConfig.cmake.in
  "${PROJECT_BINARY_DIR}/cmake/AscendPTOConfig.cmake"
  INSTALL_DESTINATION "${ASCENDPTO_INSTALL_CMAKEDIR}"
  PATH_VARS ASCENDPTO_INSTALL_PLUGIN ASCENDPTO_INSTALL_INCLUDEDIR
            CMAKE_INSTALL_BINDIR)
write_basic_package_version_file(
  "${PROJECT_BINARY_DIR}/cmake/AscendPTOConfigVersion.cmake"
  VERSION "${PROJECT_VERSION}"
  COMPATIBILITY SameMinorVersion)
install(FILES
  "${PROJECT_BINARY_DIR}/cmake/AscendPTOConfig.cmake"
  "${PROJECT_BINARY_DIR}/cmake/AscendPTOConfigVersion.cmake"
  cmake/AscendPTOKernel.cmake
  DESTINATION "${ASCENDPTO_INSTALL_CMAKEDIR}")
